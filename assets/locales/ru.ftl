# Сообщения boardbot на русском.

## Counts

count-moves = { $n ->
    [one] { $n } ход
    [few] { $n } хода
   *[many] { $n } ходов
}

## Language

language-current = Язык: { $name }.
language-menu-private = Я пишу вам на языке: { $name }. Выберите язык:
language-menu-group = В этой группе я пишу на языке: { $name }. Администратор может его сменить:
language-set-private = Готово: теперь я пишу вам по-русски.
language-set-group = Готово: теперь я пишу в этой группе по-русски.
language-admins-only = Сменить язык группы может только её администратор.
language-unknown = Я не знаю языка «{ $code }». Выберите один из: { $list }.

## Seats

seat-white = Белые
seat-black = Чёрные
seat-challenger = Претендент
seat-opponent = Соперник
seat-first = Первый
seat-second = Второй

## Boards and turns

versus = { $first } против { $second }
turn = Ходит { $player }.
turn-time-left = Ходит { $player }, осталось { $left }.
header-opponent = { $game } против { $opponent }
ratings-change = Рейтинги: { $first }, { $second }
replay-caption = { $game }: вся партия, { $n ->
    [one] { $n } позиция
    [few] { $n } позиции
   *[many] { $n } позиций
}
button-offer-draw = Предложить ничью
button-resign = Сдаться

## Durations

duration-days-hours = { $d ->
    [one] { $d } день
    [few] { $d } дня
   *[many] { $d } дней
} { $h } ч
duration-hours-minutes = { $h } ч { $m } мин
duration-minutes-seconds = { $m } мин { $s } с
duration-seconds = { $s } с

## Greeting and help

greeting = Привет! Я провожу настольные игры по переписке: { $games }.
help-games = Игры: { $games }.
help-new-group = /new GAME [key=value …] — открыть партию в этой группе; следить за ней могут все
help-join-group = /join — занять свободное место (или нажмите «Присоединиться»)
help-new-private = /new GAME [key=value …] — начать партию и получить ссылку-приглашение для друга
help-join-private = /join CODE — присоединиться к партии друга по его коду приглашения
help-board = /board — показать доску ещё раз (/board text — текстом)
help-moves = /moves — сделанные ходы; /export — запись партии
help-games-group = /games — партии этой группы
help-games-private = /games — ваши партии; /switch N — перейти к партии N в этом чате
help-say = /say TEXT — отправить сообщение сопернику
help-draw-resign = /draw — предложить или принять ничью; /resign — сдаться (с подтверждением)
help-claim = /claim — получить победу, если соперник ушёл или молчит уже 30 дней
help-abort-group = /abort — отменить партию, в которой ещё никто не ходил (администраторы группы — любую)
help-abort-private = /abort — отменить партию, в которой ещё никто не ходил
help-top-group = /top [GAME] — игроки этой группы с самым высоким рейтингом; /stats [@user] [GAME] — рейтинг и результаты
help-top-private = /top [GAME] — игроки с самым высоким рейтингом; /stats [@user] [GAME] — рейтинг и результаты
help-history-group = /history [N] — ваши последние завершённые партии здесь, с записями
help-history-private = /history [N] — ваши последние завершённые партии, с записями
help-rules = /rules GAME — правила вкратце; /help GAME — запись ходов и параметры игры
help-language = /language — выбрать язык, на котором я пишу (English, українська, polski, русский)
help-options = Параметры для { $games }: color=white|black|random, days=N (1–14 дней на ход).
help-rated = Партии между двумя людьми рейтинговые (Glicko-2, отдельно для каждой игры; ? — предварительный рейтинг); rated=no — товарищеская партия.
help-typing-group = Пишите ходы обычными сообщениями. Я отвечаю только на сообщения, похожие на ход, так что общайтесь свободно. Команды принимают #N — номер партии; ход тоже (#3 Nf3). Или ответьте на сообщение с доской партии.
help-typing-private = Пишите ходы обычными сообщениями. Команды для партии принимают #N — её номер.

## The games' own commands (GameCommand::about)

command-bid = Chpok: ставка на аукционе, например /bid white raise 2
command-undo = Chpok: взять ход назад, если игра это позволяет
command-any = Kriegspiel: спросить «Any?» (есть ли взятия пешкой?)

## Telegram's command menus

menu-start = Приветствие и справка; с кодом приглашения — вход в партию
menu-new-private = Начать партию и получить ссылку-приглашение: /new opok
menu-join-private = Присоединиться к партии друга: /join CODE
menu-games = Ваши партии и чей сейчас ход
menu-switch = Перейти к партии N в этом чате: /switch N
menu-board = Показать доску ещё раз (/board text — текстом)
menu-moves = Сделанные ходы
menu-draw = Предложить или принять ничью
menu-resign = Сдаться
menu-export = Запись партии
menu-abort = Отменить партию, в которой ещё никто не ходил
menu-stats = Рейтинг и результаты: /stats [@user] [GAME]
menu-top-private = Игроки с самым высоким рейтингом: /top [GAME]
menu-history-private = Ваши последние завершённые партии: /history [N]
menu-rules = Правила игры вкратце: /rules opok
menu-language = Выбрать язык
menu-help = Команды и игры; /help GAME — запись ходов игры
menu-new-group = Открыть партию в этой группе: /new opok
menu-join-group = Занять свободное место
menu-top-group = Игроки этой группы с самым высоким рейтингом: /top [GAME]
menu-history-group = Ваши последние завершённые партии здесь: /history [N]

## New games and joining

button-join = Присоединиться
new-days-per-move = { $d ->
    [one] { $d } день на ход.
    [few] { $d } дня на ход.
   *[many] { $d } дней на ход.
}
new-friendly = Товарищеская партия: без рейтинга.
new-waiting = { $game }: { $players } — ждём второго игрока.{ $more } Напишите /join или нажмите «Присоединиться».
new-created = Партия { $game } создана: ваша сторона — { $seat }.{ $more }
    Пригласите друга: отправьте ему { $link }
    или пусть он напишет /join { $code } в личном чате со мной.
join-joins = { $game }: { $player } присоединяется ({ $seat }). { $players }
join-joins-there = { $player } присоединяется к { $game }.
join-open-private = { $player }: доску я буду присылать вам в личный чат — откройте { $link } и нажмите «Запустить».

## Every game: results and turns

outcome-resignation = Победа: { $winner } (соперник сдался).
outcome-on-time = Победа по времени: { $winner }.
outcome-agreed-draw = Ничья по соглашению.
refusal-game-over = Партия уже окончена.
refusal-not-your-turn = Сейчас не ваш ход. Очередь хода: { $seat }.
