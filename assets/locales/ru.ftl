# Сообщения boardbot на русском.

## Counts

count-moves = { $n ->
    [one] { $n } ход
    [few] { $n } хода
   *[many] { $n } ходов
}

## Moves in the players' letters

piece-letter = { $piece ->
    [king] Кр
    [queen] Ф
    [rook] Л
    [bishop] С
    [knight] К
    [dragon] Д
   *[pawn] п
}
piece-letter-lower = { $piece ->
    [king] кр
    [queen] ф
    [rook] л
    [bishop] с
    [knight] к
    [dragon] д
   *[pawn] п
}

move-letter-two-ways = «{ $letter }» можно прочитать двояко. Какой ход: { $moves } или { $last }?

## Language

language-current = Язык: { $name }.
language-name = по-русски
language-menu-private = Я пишу вам { $name }. Выберите язык:
language-menu-group = В этой группе я пишу { $name }. Администратор может сменить язык:
language-set-private = Готово: теперь я пишу вам по-русски.
language-set-group = Готово: теперь я пишу в этой группе по-русски.
language-admins-only = Сменить язык группы может только её администратор.
language-unknown = Я не знаю языка «{ $code }». Выберите один из: { $list }.

## Seats

seat-white = белые
seat-black = чёрные
seat-challenger = претендент
seat-opponent = соперник
seat-first = первый
seat-second = второй

## The games' names

chpok-title = Шпок
korpalski-title = Шахматы Корпальского
kriegspiel-title = Кригшпиль
opok-title = Опок
exchange-title = Обменные шахматы
game-and-name = { $title } ({ $name })

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
help-vs-bot = /new GAME vs=bot [level=1…5] — сыграть со мной (уровень 3, если не выбрать другой)
help-board = /board — показать доску ещё раз (/board text — текстом)
help-moves = /moves — сделанные ходы; /export — запись партии файлом; /export gif — её повтор в анимации
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
help-game-options = Параметры любой игры: rated=no (товарищеская партия, без рейтинга), vs=bot [level=1…5] (игра со мной).
help-game-options-full = Параметры любой игры: color=white|black|random, days=N (1–14 дней на ход), rated=no (товарищеская партия, без рейтинга), vs=bot [level=1…5] (игра со мной).
help-rated = Партии между двумя людьми рейтинговые (Glicko-2, отдельно для каждой игры; ? — предварительный рейтинг); rated=no — товарищеская партия.
help-typing-group = Пишите ходы обычными сообщениями. Я отвечаю только на сообщения, похожие на ход, так что общайтесь свободно. Команды принимают #N — номер партии; ход тоже (#3 Кf3). Или ответьте на сообщение с доской партии.
help-typing-private = Пишите ходы обычными сообщениями. Команды для партии принимают #N — её номер.

## The games' own commands (GameCommand::about)

command-bid = Шпок: ставка на торгах, например /bid white raise 2
command-undo = Шпок: взять ход назад, если игра это позволяет
command-any = Кригшпиль: спросить «Есть взятия?» (может ли какая-нибудь пешка бить)

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
new-created = { $game }: партия создана, ваша сторона — { $seat }.{ $more }
    Пригласите друга: отправьте ему { $link }
    или пусть он напишет /join { $code } в личном чате со мной.
join-joins = { $game }: { $player } присоединяется ({ $seat }). { $players }

## Every game: results and turns

outcome-resignation = Победа: { $winner } (соперник сдался).
outcome-on-time = Победа по времени: { $winner }.
outcome-agreed-draw = Ничья по соглашению.
refusal-game-over = Партия уже окончена.
refusal-not-your-turn = Сейчас не ваш ход. Очередь хода: { $seat }.

## Help and rules of a game

rules-which-game = Какая игра? /rules GAME, например /rules opok.
rules-title = { $game } — правила вкратце

## Which game a message is for

find-no-such-game = Здесь нет вашей партии #{ $id }. Ваши партии — в /games.
find-which-group = Какая партия? Добавьте её номер, например #{ $id }:
    { $list }
find-none-here = В этом чате нет идущих партий. Начните новую: /new GAME.
find-which-private = Какая партия? У вас их несколько:
    { $list }
    Ответьте на сообщение с её доской, добавьте #N или выберите партию командой /switch N.
find-none-running = У вас нет идущих партий. Начните новую: /new GAME.
find-not-playing = Вы не играете в этой партии.
find-not-playing-in = Вы не играете в партии { $game }.
find-not-playing-here = Вы не играете здесь ни в одной партии:
    { $list }
find-over = Партия #{ $id } окончена: { $result }, { $reason }
find-over-result = Партия #{ $id } окончена: { $result }.
find-over-no-result = Партия #{ $id } окончена без результата.
find-no-game-to-move = Здесь у вас нет партии, в которой можно сделать ход. Начните новую: /new GAME — или загляните в /help.
find-not-a-move-in = «{ $text }» — не ход в партии { $game }.
find-not-a-move-anywhere = «{ $text }» — не ход ни в одной из ваших партий.
find-say-or-help = /say #N TEXT отправляет сообщение сопернику в партии N; /help GAME показывает ходы игры.
find-help = /help GAME показывает ходы игры.
find-help-game = /help { $name } показывает ходы.
find-bot-does-not-chat = { $bot } не переписывается: он только играет. /help { $name } показывает ходы.
find-which-move-private = Для какой партии этот ход? У вас их несколько:
    { $list }
    Ответьте на сообщение с её доской, поставьте #N перед ходом или выберите партию командой /switch N.
find-played-in = { $game }: партия идёт в группе «{ $place }», отправляйте ходы туда.
find-played-in-its-group = { $game }: партия идёт в своей группе, отправляйте ходы туда.
find-start-another = /new GAME — начать новую.
find-not-in-game = Вы не играете здесь в партии #{ $id }.
find-not-your-move-anywhere = Здесь сейчас не ваш ход ни в одной из ваших партий:
    { $list }
find-which-move-group = Для какой партии этот ход? Здесь ваш ход сразу в нескольких:
    { $list }
    Поставьте #N перед ходом ({ $example }) или ответьте на сообщение с доской партии.

## Opok
# Слова правил Опока (seed 002): столбик, шашка, рубка, срубленные шашки,
# домашний угол, захваченные поля (см. GLOSSARY.md).

opok-help =
    Как ходить в Опок:
    • FROM COUNT TO: снимите COUNT шашек со своего столбика на поле FROM и перенесите их на пустое поле TO, например a1 3 b3. Бот сам найдёт путь длиной ровно COUNT шагов.
    • Путь из полей через дефис, например a1-a2-a3-b3: перемещается столько шашек, сколько шагов в пути.
    Хотя бы одна шашка всегда остаётся на месте. Игрок, который не может выполнить ход по правилам, пропускает ход автоматически.
    Параметр: size=N — доска N×N, N от 5 до 12 (по умолчанию 7), например /new opok size=9.
opok-rules =
    Опок — игра столбиками шашек на квадратной доске N×N (по умолчанию 7×7).
    • У каждого игрока N² шашек, и все они изначально стоят одним столбиком в его домашнем углу: у первого на a1, у второго в противоположном углу по диагонали. Первым ходит первый.
    • Ход выполняется столбиком: снимите k шашек с одного из своих столбиков высотой h (1 ≤ k ≤ h−1, хотя бы одна шашка должна остаться на месте) и переместите их новым столбиком ровно на k шагов по ортогоналям. Столбик не может перешагнуть или встать на другой столбик и не может вернуться на один шаг назад, на поле, с которого только что пришёл; пересечь собственную траекторию можно. Ход заканчивается на пустом поле.
    • Рубка: от пришедшего столбика посмотрите в каждом из четырёх направлений по ортогонали. Непрерывный ряд столбиков противника, за которым стоит ваш столбик, срубается, если пришедший столбик вместе с этим дальним превосходят весь ряд по числу шашек. Срубленные шашки окончательно выводятся из игры. Рубит только тот, кто ходит; шашки на угловом поле срубить нельзя.
    • Игрок, который не может выполнить ход по правилам, пропускает ход; другой выполняет свои ходы один.
    • Когда оба игрока лишились возможности хода, побеждает тот, у кого больше захваченных полей (полей со своими столбиками); поровну — ничья.
opok-no-option = В Опок нет параметра «{ $key }». Параметры: size=N (N от { $min } до { $max }), color=white|black|random, days=N.
opok-size-twice = size указан дважды.
opok-bad-size = size должен быть целым числом от { $min } до { $max }, а не «{ $value }».
opok-played = { $n }. { CAP($seat) }: { $mv }
opok-played-captures = { $n }. { CAP($seat) }: { $mv }, срублено { $count ->
    [one] { $count } шашка
    [few] { $count } шашки
   *[many] { $count } шашек
} на { $squares }
opok-passes = { CAP($seat) } не может выполнить ход и пропускает.
opok-neither-can-move = Ни один игрок не может выполнить ход.
opok-wins = { CAP($seat) } побеждает: { $n ->
    [one] { $n } захваченное поле
    [few] { $n } захваченных поля
   *[many] { $n } захваченных полей
} против { $other }.
opok-draw = Ничья: у каждого { $n ->
    [one] { $n } захваченное поле
    [few] { $n } захваченных поля
   *[many] { $n } захваченных полей
}.
opok-no-draws = В Опок не бывает ничьей по соглашению: игра завершается, когда оба игрока не могут выполнить ход.
opok-move-number = Ход { $n }.
opok-figures = { CAP($seat) }: { $squares ->
    [one] { $squares } поле
    [few] { $squares } поля
   *[many] { $squares } полей
}, { $checkers ->
    [one] { $checkers } шашка
    [few] { $checkers } шашки
   *[many] { $checkers } шашек
}
opok-pass = пропуск
opok-moves-captures = { $mv } (срублено { $count ->
    [one] { $count } шашка
    [few] { $count } шашки
   *[many] { $count } шашек
} на { $squares })
opok-captures = срублено { $count ->
    [one] { $count } шашка
    [few] { $count } шашки
   *[many] { $count } шашек
} на { $squares }
opok-no-moves = Ходов нет.
opok-no-moves-yet = Ходов пока нет.
opok-result = Результат: { $score }, { $reason }
opok-syntax = Записывайте ход как FROM COUNT TO, например a1 3 b3 (3 шашки с a1 на b3), или как путь из полей, например a1-a2-a3-b3.
opok-not-a-square = «{ $text }» — не поле: поля записываются как a1 или c5.
opok-off-board = Поля { $square } нет на доске { $n }×{ $n }.
opok-empty-step = В «{ $text }» есть пустой шаг. Записывайте путь как поля через дефис, например a1-a2-a3-b3.
opok-not-a-count = «{ $text }» — не число шашек.
opok-how-many = Сколько шашек?
opok-square-alone = Одно поле — это ещё не ход.
opok-not-a-move = «{ $text }» — не ход.
opok-path-too-short = В пути должно быть хотя бы два поля, например a1-a2 или a1-a2-b2.
opok-no-stack = На { $square } нет столбика.
opok-not-yours = Столбик на { $square } не ваш: он принадлежит противнику ({ $seat }).
opok-single-checker = В столбике на { $square } всего 1 шашка: столбики высотой в одну шашку уже не могут участвовать в игре, одна шашка должна остаться на месте.
opok-count-zero = Нужно переместить хотя бы 1 шашку.
opok-too-many = В столбике на { $square } { $height ->
    [one] { $height } шашка
    [few] { $height } шашки
   *[many] { $height } шашек
}; переместить можно не больше { $max }.
opok-must-leave = Шашки должны уйти с { $square }: ход заканчивается на пустом поле.
opok-target-occupied = На { $square } стоит столбик ({ $seat }); ход заканчивается на пустом поле.
opok-parity-even = От { $from } до { $to } чётное число шагов, поэтому путь длиной ровно { $k ->
    [one] { $k } шаг
    [few] { $k } шага
   *[many] { $k } шагов
} там не закончится.
opok-parity-odd = От { $from } до { $to } нечётное число шагов, поэтому путь длиной ровно { $k ->
    [one] { $k } шаг
    [few] { $k } шага
   *[many] { $k } шагов
} там не закончится.
opok-too-far = От { $from } до { $to } { $dist ->
    [one] { $dist } шаг
    [few] { $dist } шага
   *[many] { $dist } шагов
}; путь длиной { $k ->
    [one] { $k } шаг
    [few] { $k } шага
   *[many] { $k } шагов
} туда не дойдёт.
opok-no-path = Нет пути длиной ровно { $k ->
    [one] { $k } шаг
    [few] { $k } шага
   *[many] { $k } шагов
} из { $from } в { $to } в обход столбиков.
opok-path-too-long = В столбике на { $square } { $height ->
    [one] { $height } шашка
    [few] { $height } шашки
   *[many] { $height } шашек
}; переместить можно не больше { $max }, а в пути { $steps ->
    [one] { $steps } шаг
    [few] { $steps } шага
   *[many] { $steps } шагов
}.
opok-not-a-step = С { $from } на { $to } — это не один шаг по ортогонали.
opok-path-reverses = Путь с { $from } сразу возвращается на { $to }: столбик не может вернуться на один шаг назад.
opok-path-returns = Путь возвращается на { $square }, где стоит этот столбик.
opok-path-blocked = Путь заходит на { $square }, где стоит столбик ({ $seat }): столбик не может перешагнуть или встать на другой столбик.

## Korpalski Chess

korpalski-no-option = В шахматах Корпальского нет параметра «{ $option }». Можно указать только color=white|black|random и days=N, например /new korpalski color=black.
korpalski-played-capture = { $move }: { $piece ->
    [king] король
    [queen] ферзь
    [rook] ладья
    [bishop] слон
    [knight] конь
   *[pawn] пешка
} отправляется в тюрьму { $color ->
    [white] белых
   *[black] чёрных
}.
korpalski-played-promotion = { $move }: пешка становится { $piece ->
    [king] королём
   *[queen] ферзём
    [rook] ладьёй
    [bishop] слоном
    [knight] конём
    [pawn] пешкой
} из тюрьмы { $color ->
    [white] белых
   *[black] чёрных
}, а сама отправляется туда.
korpalski-played-capture-promotion = { $move }: { $captured ->
    [king] король
    [queen] ферзь
    [rook] ладья
    [bishop] слон
    [knight] конь
   *[pawn] пешка
} отправляется в тюрьму { $color ->
    [white] чёрных
   *[black] белых
}; пешка становится { $piece ->
    [king] королём
   *[queen] ферзём
    [rook] ладьёй
    [bishop] слоном
    [knight] конём
    [pawn] пешкой
} из тюрьмы { $color ->
    [white] белых
   *[black] чёрных
}, а сама отправляется туда.
# unused: $polish (SAN in Russian letters)
korpalski-played = { $n }{ $dots } { $san }
# unused: $polish
korpalski-notation = { $san }
korpalski-drop-which = Перед полем укажите, какую фигуру выставляете (Кр, Ф, Л, С, К или п; годятся и английские K, Q, R, B, N, P).
korpalski-drop-which-one = Перед полем укажите, какую фигуру выставляете, например { $example } (Кр, Ф, Л, С, К или п; годятся и английские K, Q, R, B, N, P).
korpalski-drop-which-two = Перед полем укажите, какую фигуру выставляете, например { $first } или { $second } (Кр, Ф, Л, С, К или п; годятся и английские K, Q, R, B, N, P).
korpalski-not-a-move = { $error } Ходы записываются так: К@e4 или Кр/c2 (выставление), Кf3, exd5, e2e4 или Лb5:c5.
korpalski-king-first = Первым ходом { $color ->
    [white] белые
   *[black] чёрные
} должны выставить короля: например Кр@{ $square } (или Кр/{ $square }). Раньше него на доску ничего ставить нельзя.
# unused: $polish (the move in the reader's letters)
korpalski-nothing-to-capture = На { $square } нечего брать: без знака взятия этот ход — { $san }.
korpalski-no-piece-drop = На доске у вас нет { $piece ->
    [king] короля
    [queen] ферзя
    [rook] ладьи
    [bishop] слона
    [knight] коня
   *[pawn] пешки
}; чтобы выставить из резерва: { $drop }.
korpalski-capture-empty = На { $square } нечего брать.
korpalski-promotion-question = Какой фигурой из вашей тюрьмы станет пешка: { $options }? Добавьте её букву, например ={ $letter }.
korpalski-no-castling = В шахматах Корпальского нет рокировки.
korpalski-king-dropped-already = Ваш король уже на доске: его выставляют только один раз.
korpalski-none-left = У вас больше нет { $piece ->
    [king] короля
    [queen] ферзя
    [rook] ладьи
    [bishop] слона
    [knight] коня
   *[pawn] пешки
} для выставления. Ваш резерв: { $reserve }.
korpalski-occupied = Поле { $square } занято: выставлять можно только на пустое поле.
korpalski-pawn-ranks = Пешки нельзя выставлять на 1-ю и 8-ю горизонтали.
korpalski-king-next-to-king = Вашего короля нельзя выставить на { $square }: это рядом с королём соперника.
korpalski-drop-gives-check = Выставление не может давать шах: { $piece ->
    [king] король
    [queen] ферзь
    [rook] ладья
    [bishop] слон
    [knight] конь
   *[pawn] пешка
} на { $square } будет атаковать { $color ->
    [white] белого
   *[black] чёрного
} короля.
korpalski-king-in-check-on = На { $square } ваш король оказался бы под шахом.
korpalski-drop-does-not-stop = Вам шах, и { $piece ->
    [king] король
    [queen] ферзь
    [rook] ладья
    [bishop] слон
    [knight] конь
   *[pawn] пешка
} на { $square } от него не защищает.
korpalski-en-passant-too-late = Брать пешку { $square } на проходе уже поздно: это можно только сразу после того, как она пошла на два поля.
korpalski-en-passant-no-double-step = На проходе можно взять только пешку, которая только что пошла на два поля; пешка { $square } так не ходила.
korpalski-prison-lacks = В вашей тюрьме нет { $piece ->
    [king] короля
    [queen] ферзя
    [rook] ладьи
    [bishop] слона
    [knight] коня
   *[pawn] пешки
}. На выбор: { $choices } (например ={ $letter }).
korpalski-list-or = { $items } или { $last }
korpalski-piece-queen = ферзь
korpalski-piece-rook = ладья
korpalski-piece-bishop = слон
korpalski-piece-knight = конь
korpalski-prison-empty = Пешка не может пойти на последнюю горизонталь: в вашей тюрьме нет ни ферзя, ни ладьи, ни слона, ни коня для превращения.
korpalski-leaves-king-in-check = После { $move } ваш король остался бы под шахом.
korpalski-move-does-not-stop = Вам шах, и { $move } от него не защищает.
korpalski-agree-draw-one = Ничья по соглашению возможна, только когда обоим игрокам уже нечего выставлять; { $seat } ещё могут что-то выставить. Потребовать ничью сейчас тоже нельзя: для этого нужно троекратное повторение или по 50 ходов без взятий, ходов пешкой и выставлений.
korpalski-agree-draw-both = Ничья по соглашению возможна, только когда обоим игрокам уже нечего выставлять; оба игрока ещё могут что-то выставить. Потребовать ничью сейчас тоже нельзя: для этого нужно троекратное повторение или по 50 ходов без взятий, ходов пешкой и выставлений.
korpalski-claimed-repetition = Ничья: троекратное повторение; её потребовали { $seat }.
korpalski-claimed-fifty = Ничья по правилу 50 ходов; её потребовали { $seat }.
korpalski-button-claim-draw = Потребовать ничью
korpalski-button-queen = Ферзь
korpalski-button-rook = Ладья
korpalski-button-bishop = Слон
korpalski-button-knight = Конь
korpalski-outcome-checkmate = Мат: побеждают { $winner }.
korpalski-outcome-stalemate = Ничья: пат.
korpalski-outcome-insufficient = Ничья: недостаточно материала.
korpalski-outcome-fivefold = Ничья: пятикратное повторение.
korpalski-outcome-seventy-five = Ничья по правилу 75 ходов.
korpalski-status-move = Ход { $n }.
korpalski-status-check = { CAP($seat) } под шахом.
korpalski-status-claim-repetition = Любой из игроков может потребовать ничью из-за троекратного повторения командой /draw.
korpalski-status-claim-fifty = Любой из игроков может потребовать ничью по правилу 50 ходов командой /draw.
korpalski-status-reserves = Резерв { $color ->
    [white] белых
   *[black] чёрных
}: { $reserve }; тюрьма: { $prison }
korpalski-label-reserve = Резерв { $color ->
    [white] белых
   *[black] чёрных
}
korpalski-label-prison = Тюрьма { $color ->
    [white] белых
   *[black] чёрных
}
korpalski-no-moves = Ходов пока нет.
korpalski-no-moves-over = Ходов нет.
korpalski-moves-result = Результат: { $score }, { $reason }

korpalski-help =
    Ходы в шахматах Корпальского — русскими буквами, английскими или в польской нотации:
    • Выставление фигуры из резерва: К@e4, п@g2, Кр@c2 (или Кр/c2). Первым ходом вы выставляете короля.
    • Ход на доске: Кf3, Фxe5, exd6, e2e4, Лb5:c5.
    • Превращение — только в фигуру из вашей собственной тюрьмы: e8=Ф, a1=К. Без буквы бот предложит возможные фигуры кнопками.
    Русские буквы: Кр — король, Ф — ферзь, Л — ладья, С — слон, К — конь, п — пешка. Английские (K, Q, R, B, N, P: Nf3, e8=Q) и польские (K, H, W, G, S, p: S/e4, Wb5:c5) тоже годятся.
    Знаки шаха и мата (+ # X) не обязательны.
    /draw требует ничью из-за троекратного повторения или по правилу 50 ходов, когда это возможно (тогда появляется кнопка «Потребовать ничью»); иначе предлагает ничью, а это возможно, только когда обоим игрокам уже нечего выставлять.
    /export lang=ru даёт запись партии русскими буквами, lang=pl — в польской нотации.

korpalski-rules =
    Шахматы Корпальского: шахматы, которые начинаются с пустой доски 8×8.
    • В резерве у каждого игрока: король, ферзь, 2 ладьи, 2 слона, 2 коня, 8 пешек. Каждым ходом вы либо ходите фигурой на доске, либо выставляете фигуру из резерва на пустое поле. Первым ходом вы выставляете своего короля. Начинают белые.
    • Выставление не может давать шах, а пешки нельзя выставлять на 1-ю и 8-ю горизонтали. Слоны могут стоять на полях любого цвета.
    • Фигуры ходят и бьют как в шахматах, со взятием на проходе; пешка ходит на два поля только со своей второй горизонтали (выставленная тоже). Рокировки нет.
    • Взятые фигуры попадают в тюрьму своего владельца и больше никогда не выставляются.
    • Пешка может выйти на последнюю горизонталь, только если в тюрьме её владельца есть ферзь, ладья, слон или конь: пешка становится одной из этих фигур, та покидает тюрьму, а пешка отправляется туда вместо неё (навсегда). Если такой фигуры нет, пешка туда пойти не может, но эти поля всё равно атакует.
    • Мат — победа; от шаха можно также закрыться, выставив фигуру между королём и шахующей фигурой.
    • Ничья автоматически: пат (нет ни хода, ни выставления), недостаточно материала с учётом резервов, пятикратное повторение, по 75 ходов без взятий, ходов пешкой и выставлений.
    • Ничья, которую игрок может потребовать через /draw: троекратное повторение (с теми же резервами и тюрьмами), по 50 ходов без взятий, ходов пешкой и выставлений. Ничья по соглашению — только когда ни один игрок уже не может ничего выставить.

## Kriegspiel

kriegspiel-no-option = В кригшпиле нет параметра «{ $option }». Есть только один параметр: rules=wild16 (по умолчанию) или rules=english.
kriegspiel-rules-twice = rules указан дважды.
kriegspiel-rules-value = rules должен быть wild16 или english, а не «{ $value }».
kriegspiel-illegal = Ход недопустим
kriegspiel-no = Нет
kriegspiel-try = Есть
kriegspiel-white-moved = Белые сделали ход. Ход чёрных.
kriegspiel-black-moved = Чёрные сделали ход. Ход белых.
kriegspiel-pawn-captured = Съедена пешка на { $square }
kriegspiel-piece-captured = Съедена фигура на { $square }
kriegspiel-check-rank = Шах по горизонтали
kriegspiel-check-file = Шах по вертикали
kriegspiel-check-long-diagonal = Шах по длинной диагонали
kriegspiel-check-short-diagonal = Шах по короткой диагонали
kriegspiel-check-knight = Шах конём
kriegspiel-pawn-tries = { $n ->
    [one] { $n } взятие пешкой
    [few] { $n } взятия пешкой
   *[many] { $n } взятий пешкой
}
kriegspiel-checkmate = Мат
kriegspiel-stalemate = Пат
kriegspiel-end-insufficient = Ничья по недостаточной силе оставшихся фигур
kriegspiel-end-threefold = Ничья в результате повтора
kriegspiel-end-fifty = Ничья по правилу 50 ходов
kriegspiel-outcome-checkmate = Мат: побеждают { $winner }.
kriegspiel-outcome-stalemate = Ничья: пат.
kriegspiel-outcome-insufficient = Ничья по недостаточной силе оставшихся фигур.
kriegspiel-outcome-threefold = Ничья в результате повтора.
kriegspiel-outcome-fifty = Ничья по правилу 50 ходов.
kriegspiel-outcome-bare-king = Ничья: { $loser } просрочили время, но { $winner } остались с одним королём.
kriegspiel-must-capture = Ответ был «Есть»: следующей попыткой вы должны бить пешкой (пешка идёт по диагонали).
kriegspiel-unknown-command = /{ $name } в кригшпиле не используется.
kriegspiel-any-wild16 = /any есть только в правилах english. В wild16 судья после каждого хода объявляет число возможных взятий пешкой.
kriegspiel-any-not-your-turn = Спрашивать /any может только тот, чей сейчас ход.
kriegspiel-asked-already-try = Вы уже спрашивали на этом ходу; ответ был «Есть».
kriegspiel-asked-already-no = Вы уже спрашивали на этом ходу; ответ был «Нет».
kriegspiel-asks-any = { CAP($seat) } спрашивают: «Есть взятия?»
kriegspiel-button-any = Есть взятия?
kriegspiel-chess-moves-only = Ходы в кригшпиле — обычные шахматные ходы, например e2e4, Кf3, O-O.
kriegspiel-promotion-slip = «{ $text }» — не ход: букву превращения пишут только для пешки, которая выходит на последнюю горизонталь (например { $example }).
kriegspiel-which-one-single = Какой именно ход: { $move }?
kriegspiel-which-one = Какой именно ход: { $list } или { $last }?
kriegspiel-position-hidden = Позиция скрыта до конца партии.
kriegspiel-status-move = Ход { $n }.
kriegspiel-opponent-left = Фигур соперника осталось: { $n }
kriegspiel-white-left = Фигур белых осталось: { $n }
kriegspiel-black-left = Фигур чёрных осталось: { $n }
kriegspiel-tries-figure = Взятия пешкой: { $n }
kriegspiel-seat-moved = { CAP($seat) } сделали ход
kriegspiel-seat-moved-said = { CAP($seat) } сделали ход: { $said }
kriegspiel-tried = { CAP($seat) } попробовали { $tried }: { $answer }
kriegspiel-seat-no = { CAP($seat) }: Нет
kriegspiel-asks-any-try = { CAP($seat) } спрашивают: «Есть взятия?» — «Есть»
kriegspiel-asks-any-no = { CAP($seat) } спрашивают: «Есть взятия?» — «Нет»
kriegspiel-report-moves = Ходы: { $moves }
kriegspiel-attempts-white = Недопустимые попытки белых: { $list }.
kriegspiel-attempts-black = Недопустимые попытки чёрных: { $list }.
kriegspiel-attempts-white-none = Недопустимые попытки белых: нет.
kriegspiel-attempts-black-none = Недопустимые попытки чёрных: нет.

kriegspiel-help =
    Ходы в кригшпиле пишут мне в личный чат, никогда не в группу:
    • e2e4, g1f3, e7e8ф (без буквы пешка становится ферзём) или SAN, который читается по вашей собственной доске: Кf3, exd5, e8=К, O-O, O-O-O (английские буквы тоже годятся: Nf3, e8=N).
    • На недопустимую попытку судья отвечает «Ход недопустим» (слышите только вы); пробуйте ещё. С rules=english судья вместо этого отвечает «Нет», и это слышат оба игрока и группа.
    • /any (только rules=english): есть ли взятия пешкой? «Есть» или «Нет».
    • /board показывает ваши фигуры, /moves — то, что вам можно знать, /draw предлагает ничью, /resign — сдаться.
    Параметры: rules=wild16 (по умолчанию, как на ICC) или rules=english, например /new kriegspiel rules=english.

kriegspiel-rules =
    Кригшпиль: шахматы, в которых вы видите только свои фигуры; я — судья и знаю всю доску.
    • В свой ход вы пробуете ходы в нашем личном чате. На недопустимую попытку я отвечаю «Ход недопустим» (только вам), и вы пробуете снова; возможный ход будет сыгран.
    • После каждого хода все слышат в таком порядке: «Белые сделали ход. Ход чёрных.» (но никогда — какой именно ход), взятие («Съедена пешка на d5» / «Съедена фигура на c1»), каждый вид шаха (по горизонтали, по вертикали, по длинной диагонали, по короткой диагонали, конём), число возможных взятий пешкой у стороны, чей ход, и конец партии: мат, пат или ничья по недостаточной силе оставшихся фигур, в результате повтора или по правилу 50 ходов — всё определяется автоматически.
    • Превращение и рокировка не объявляются.
    • rules=english: число взятий пешкой не объявляется; вместо этого /any спрашивает, есть ли взятие пешкой («Есть» или «Нет», слышат оба), и после «Есть» ваша следующая попытка должна быть взятием пешкой. На недопустимые попытки обоим отвечают «Нет».
    • В конце все видят всю доску, запись партии и все недопустимые попытки.

## Playing: moves, resignation, draws, claims

play-still-waiting = Партия #{ $id } всё ещё ждёт второго игрока.
play-aborted = Партия #{ $id } отменена.
play-you-left = Вы вышли из группы, поэтому больше не можете играть партию #{ $id }.
play-send-privately-once = Ходы в партии { $game } отправляйте мне в личный чат, никогда не сюда: здесь их увидели бы все. Кнопка открывает чат (говорю это один раз).
play-waits-for-private-chats = Партия #{ $id } ждёт, пока оба игрока откроют со мной личный чат (ссылка есть в группе). Тогда отправьте ход ещё раз.
play-not-your-turn = Сейчас не ваш ход: ходит { $player }.
play-not-your-turn-in = Сейчас не ваш ход в партии { $game }: ходит { $player }.
play-no-talk-kriegspiel = Во время партии в кригшпиль игроки не разговаривают: говорит только судья.
play-say-hint = Чтобы отправить это сопернику ({ $opponent }), напишите /say { $text }
play-not-started-waiting = Партия ещё не началась: она ждёт второго игрока.
play-command-not-used = В игре «{ $game }» нет команды /{ $command }.
unknown-command = Я не знаю команды /{ $command }. /help — всё, что я понимаю.
play-only-asker = Ответить на этот вопрос может только { $name }.
play-only-asker-unknown = Ответить на этот вопрос может только другой игрок.
play-nobody-joined-abort = Ещё никто не присоединился: /abort отменит партию.
button-yes-resign = Да, сдаюсь
button-no = Нет
button-accept-draw = Принять ничью
play-resign-question = { $player }, сдаться в партии «{ $game }»?
play-not-resigned = Вы не сдались: играйте дальше.
play-resigns = { $player } сдаётся.
play-not-started = Партия ещё не началась.
play-claims-draw = { $player } требует ничью.
play-draw-offered-already = Вы уже предложили ничью; { $opponent } может принять её командой /draw.
play-accepts-draw = { $player } принимает ничью.
play-offers-draw = { $player } предлагает ничью в партии «{ $game }». { $opponent }: /draw — принять, ход — отклонить.
play-draw-offer-sent = Вы предлагаете ничью. { $opponent } может принять её или отклонить ходом.
play-draw-offered = { $player } предлагает ничью: /draw — принять, ход — отклонить.
play-claim-nothing-time-limit = Требовать нечего: { $opponent } ещё в игре, а у партии #{ $id } свой контроль времени.
play-claim-nothing-yet = Требовать нечего: { $opponent } ещё в игре; вы сможете потребовать победу, если соперник промолчит ещё { $left }.
play-claim-nothing = Требовать нечего: { $opponent } ещё в игре.
outcome-opponent-left = Победа: { $winner } — { $opponent } уже не состоит в группе.
outcome-opponent-silent = Победа: { $winner } — { $opponent } не ходит уже 30 дней.
play-claims-win = { $player } заявляет о победе.
say-usage = /say TEXT отправляет TEXT вашему сопернику, например /say удачи!
say-played-in = Партия #{ $id } идёт в группе «{ $place }»: общайтесь там.
say-played-in-its-group = Партия #{ $id } идёт в своей группе: общайтесь там.
say-no-talk-kriegspiel = Во время партии в кригшпиль игроки не разговаривают: говорит только судья. /say снова заработает, когда партия закончится.
say-nobody-joined = К этой партии ещё никто не присоединился.
say-to-bot = { $bot } не переписывается: он только делает свои ходы.
say-relayed = 💬 { $player }: { $text }
    ({ $game } — ответить: /say)
say-sent = Отправлено: { $name }.
say-not-opened = У { $name } ещё нет личного чата со мной, поэтому я не могу это передать.

## Finding a game by name

find-game-which = Какая игра? { $list }
find-game-unknown = Неизвестная игра «{ $name }». { $list }
find-game-ambiguous = «{ $name }» может означать несколько игр. { $list }
new-example = Пример: /new opok size=7

## Boards, moves, records and lists of games

view-position-hidden = Позиция скрыта до конца партии: каждый игрок видит свои фигуры в личном чате со мной.
view-waiting = Ждём второго игрока.
view-moves = { $game }: сделанные ходы
view-moves-none = { $game }: ходов пока нет.
view-record-secret = Запись партии секретна до её конца: /moves показывает то, что вам можно знать.
view-record-in-private = Зрителям я отправляю записи в личный чат: откройте его кнопкой и попросите ещё раз.
view-no-positions = В партии «{ $game }» ещё нет позиций для показа.
replay-caption-so-far = { $game }: партия на данный момент, { $n ->
    [one] { $n } позиция
    [few] { $n } позиции
   *[many] { $n } позиций
}
view-record-file = { $game }: запись партии ({ $file })
view-no-games-here = Здесь нет идущих партий. /new GAME — начать новую.
view-games-here = Партии здесь:
    { $list }
view-your-games = Ваши партии:
    { $list }
    /switch N — ходы, которые вы пишете здесь, пойдут в партию N.
view-switched = Выбрана партия #{ $id }: ходы, которые вы пишете здесь, пойдут в неё.
view-switch-usage-none = /switch N принимает номер одной из ваших партий. У вас нет идущих партий.
view-switch-usage = /switch N принимает номер одной из ваших партий. Ваши партии:
    { $list }
list-vs = против { $player }
list-line = { $game } { $opponent } — { $state }
list-line-in = { $game } в «{ $place }» { $opponent } — { $state }
list-waiting-code = ждёт второго игрока (код приглашения { $code })
list-waiting-join = ждёт второго игрока (/join #{ $id })
list-waiting = ждёт второго игрока
list-your-move = ваш ход
list-your-move-left = ваш ход, осталось { $left }
list-their-move = ходит { $player }
list-their-move-left = ходит { $player }, осталось { $left }
list-over = завершена

## Exchange Chess

exchange-help =
    Ходы в обменных шахматах:
    • Первый ход белых: король в угол, например Кр@a1. Чёрный король сам встаёт в противоположный угол.
    • Выставление фигуры из запаса: Л@c3 (или Л/c3), Ф@…, С@…, К@… (никогда рядом с королём и никогда с шахом королю противника).
    • Рубка: Лxc5, b2xc5 или b2c5.
    • Обменный ход — две ваши фигуры меняются местами, когда одна бьёт поле другой: b2<>d4 или swap b2 d4.
    • Ход коня на пустое поле, которое бьёт другой ваш конь: Кc3e4, c3e4 или Кe4, когда туда может пойти только один конь.
    Английские буквы (K, Q, R, B, N: Rxc5) тоже понимаются. /draw предлагает или принимает ничью.
    Параметр: size=N — доска N×N, N от 4 до 12 (по умолчанию 6), например /new exchange size=8.
exchange-rules =
    Обменные шахматы на доске N×N (по умолчанию 6×6), без пешек. Цель игры — срубить короля.
    • У каждого игрока один король и в запасе по q ферзей, ладей, слонов и коней, q = ⌊⌊N²/4⌋/2⌋ (5×5: по 3, 6×6: по 4, 8×8: по 8).
    • Белые выставляют своего короля в любой угол, чёрный король встаёт в противоположный угол по диагонали. Выставленный король уже не может сдвинуться с места и никого не рубит.
    • Дальше, начиная с белых, ход — одно из:
      1. выставление фигуры из запаса на любое пустое поле, кроме полей вокруг королей и без шаха королю противника (первый ход после установки королей — всегда выставление);
      2. рубка фигуры противника по обычным шахматным правилам (фигуры ходят, только чтобы рубить);
      3. обменный ход: две ваши фигуры (кроме короля) меняются местами, если одна из них находится под боем другой;
      4. ход коня на пустое поле, которое бьёт другой ваш конь.
    • Шах можно не отражать: своего короля можно оставить под боем, а рубка и обменный ход могут напасть на короля противника.
    • Кто срубит короля противника, тот выиграл. Игрок, который в свой ход не может выполнить ни одного хода по правилам, проигрывает. Ничья — по обоюдному согласию или если за 20 ходов каждого игрока не было ни рубки, ни выставления фигуры из запаса.
exchange-no-option = В обменных шахматах нет параметра «{ $key }». Единственный параметр — size=N, N от { $min } до { $max } (кроме color= и days=).
exchange-did-you-mean = Может быть, вы имели в виду size={ $size }?
exchange-size-twice = size указан дважды.
exchange-bad-size = size должен быть целым числом от { $min } до { $max }, а не «{ $value }».
exchange-played = { $n }{ $dots } { CAP($seat) }: { $san } — { $what }
exchange-says-king-auto = { $color ->
    [white] белый
   *[black] чёрный
} король сам встаёт в противоположный угол.
exchange-says-king = король встаёт на { $square }.
exchange-says-drop = на { $square } встаёт { $piece ->
    [king] король
    [queen] ферзь
    [rook] ладья
    [bishop] слон
    [knight] конь
    [pawn] пешка
    [dragon] дракон
   *[piece] фигура
}.
exchange-says-swap = { $piece ->
    [king] король
    [queen] ферзь
    [rook] ладья
    [bishop] слон
    [knight] конь
    [pawn] пешка
    [dragon] дракон
   *[piece] фигура
} на { $from } и { $other ->
    [king] король
    [queen] ферзь
    [rook] ладья
    [bishop] слон
    [knight] конь
    [pawn] пешка
    [dragon] дракон
   *[piece] фигура
} на { $to } меняются местами.
exchange-says-takes-king = { $piece ->
    [king] король
    [queen] ферзь
    [rook] ладья
    [bishop] слон
    [knight] конь
    [pawn] пешка
    [dragon] дракон
   *[piece] фигура
} на { $from } рубит { $color ->
    [white] белого
   *[black] чёрного
} короля!
exchange-says-takes = { $piece ->
    [king] король
    [queen] ферзь
    [rook] ладья
    [bishop] слон
    [knight] конь
    [pawn] пешка
    [dragon] дракон
   *[piece] фигура
} на { $from } рубит { $other ->
    [king] короля
    [queen] ферзя
    [rook] ладью
    [bishop] слона
    [knight] коня
    [pawn] пешку
    [dragon] дракона
   *[piece] фигуру
} на { $to }.
exchange-says-step = конь ходит с { $from } на { $to }.
exchange-check = Шах: { $color ->
    [white] белый
   *[black] чёрный
} король на { $square } под ударом.
exchange-no-legal-move = { CAP($seat) } не могут сделать ни одного хода.
exchange-wins-king = { CAP($seat) } побеждают, срубив короля.
exchange-wins-no-move = Побеждают { $winner }: { $seat } не могут сделать ни одного хода.
exchange-draw-quiet = Ничья: каждый игрок сделал { $n ->
    [one] { $n } ход
    [few] { $n } хода
   *[many] { $n } ходов
} без рубки и выставления фигур из запаса.
exchange-reserve-label = Запас { $color ->
    [white] белых
   *[black] чёрных
}
exchange-king-on = Король на { $square }
exchange-move-number = Ход { $n }.
exchange-place-king = Белые ставят короля в угол.
exchange-figures = { CAP($seat) }: в запасе { $n } ({ $counts }), на доске { $board }
exchange-figures-empty = { CAP($seat) }: запас пуст, на доске { $board }
exchange-quiet = Без рубки и выставлений: { $n ->
    [one] { $n } полуход
    [few] { $n } полухода
   *[many] { $n } полуходов
} (ходов у каждого: { $moves }); ничья наступает после { $limit ->
    [one] { $limit } хода
   *[many] { $limit } ходов
} у каждого.
exchange-result = Результат: { $score }, { $reason }
exchange-forms = Ходы записываются так: Ф@c3 (выставление), Лxc5 (рубка), b2<>d4 (обменный ход) или Кc3e4 (ход коня).
exchange-or = { $list } или { $last }
exchange-two-moves = «{ $text }» содержит больше одного хода: пишите по одному ходу.
exchange-type-a-move = Пожалуйста, напишите ход.
exchange-not-a-move = «{ $text }» — не ход.
exchange-place-king-first = Сначала поставьте короля в угол: { $corners }.
exchange-king-on-corner = Король ставится в угол: { $corners }.
exchange-not-a-square = «{ $text }» — не поле: доска { $n }×{ $n }, вертикали a–{ $last }, горизонтали 1–{ $n }.
exchange-not-a-piece = «{ $letter }» — здесь не фигура: фигуры — Ф, Л, С, К и король Кр.
exchange-no-such-square = На этой доске { $n }×{ $n } нет поля { $square }.
exchange-first-is-drop = Первый ход после королей — выставление.
exchange-first-is-drop-eg = Первый ход после королей — выставление, например { $example }.
exchange-no-men = У вас нет фигур на доске: выставьте фигуру из запаса.
exchange-no-men-eg = У вас нет фигур на доске: выставьте фигуру из запаса, например { $example }.
exchange-no-castling = В обменных шахматах нет обычной рокировки: фигуры меняются местами обменным ходом, например b2<>d4.
exchange-no-pawns-drop = В обменных шахматах нет пешек: выставьте ферзя, ладью, слона или коня.
exchange-no-pawns-drop-eg = В обменных шахматах нет пешек: выставьте ферзя, ладью, слона или коня, например { $example }.
exchange-kings-placed = Короли уже на доске, а выставленный король не может сдвинуться с места.
exchange-none-left = В вашем запасе больше нет { $piece ->
    [king] короля
    [queen] ферзя
    [rook] ладьи
    [bishop] слона
    [knight] коня
    [pawn] пешки
    [dragon] дракона
   *[piece] фигуры
}. Ваш запас: { $reserve }.
exchange-reserve-empty = Ваш запас пуст: рубите, делайте обменный ход или ходите конём.
exchange-drop-on-own = Поле { $square } занято: там стоит { $piece ->
    [king] ваш король
    [queen] ваш ферзь
    [rook] ваша ладья
    [bishop] ваш слон
    [knight] ваш конь
    [pawn] ваша пешка
    [dragon] ваш дракон
   *[piece] ваша фигура
}.
exchange-drop-on-enemy = Поле { $square } занято: там стоит { $piece ->
    [king] король
    [queen] ферзь
    [rook] ладья
    [bishop] слон
    [knight] конь
    [pawn] пешка
    [dragon] дракон
   *[piece] фигура
} { $color ->
    [white] белых
   *[black] чёрных
}.
exchange-next-to-king = Поле { $square } рядом с { $color ->
    [white] белым
   *[black] чёрным
} королём на { $king }: на поля вокруг короля ничего выставлять нельзя.
exchange-drop-gives-check = { $piece ->
    [king] Король
    [queen] Ферзь
    [rook] Ладья
    [bishop] Слон
    [knight] Конь
    [pawn] Пешка
    [dragon] Дракон
   *[piece] Фигура
} на { $square } будет атаковать { $color ->
    [white] белого
   *[black] чёрного
} короля на { $king }: выставление не может давать шах.
exchange-cannot-drop = { $piece ->
    [king] Короля
    [queen] Ферзя
    [rook] Ладью
    [bishop] Слона
    [knight] Коня
    [pawn] Пешку
    [dragon] Дракона
   *[piece] Фигуру
} нельзя выставить на { $square }.
exchange-swap-same = Для обменного хода нужны два разных поля.
exchange-swap-empty = Поле { $square } пусто: обменный ход меняет местами две ваши собственные фигуры.
exchange-swap-not-yours = На { $square } стоит { $piece ->
    [king] король
    [queen] ферзь
    [rook] ладья
    [bishop] слон
    [knight] конь
    [pawn] пешка
    [dragon] дракон
   *[piece] фигура
} соперника: обменный ход меняет местами две ваши собственные фигуры.
exchange-swap-king = Король на { $square } не может сдвинуться с места, поэтому в обменном ходе не участвует.
exchange-swap-no-attack = Ни { $piece ->
    [king] король
    [queen] ферзь
    [rook] ладья
    [bishop] слон
    [knight] конь
    [pawn] пешка
    [dragon] дракон
   *[piece] фигура
} на { $from }, ни { $other ->
    [king] король
    [queen] ферзь
    [rook] ладья
    [bishop] слон
    [knight] конь
    [pawn] пешка
    [dragon] дракон
   *[piece] фигура
} на { $to } не атакует поле другой фигуры, поэтому обменный ход невозможен.
exchange-no-pawns-name = В обменных шахматах нет пешек: назовите фигуру ({ $piece }) или её поле ({ $square }).
exchange-no-pawns-name-drop = В обменных шахматах нет пешек: назовите фигуру ({ $piece }) или её поле ({ $square }) либо выставьте фигуру: { $example }.
exchange-kings-never-move = Король не может сдвинуться с места и никого не рубит.
exchange-no-piece = На { $square } нет фигуры.
exchange-not-yours = На { $square } стоит { $piece ->
    [king] король
    [queen] ферзь
    [rook] ладья
    [bishop] слон
    [knight] конь
    [pawn] пешка
    [dragon] дракон
   *[piece] фигура
} соперника, а не ваша фигура.
exchange-other-piece = На { $square } стоит { $piece ->
    [king] король
    [queen] ферзь
    [rook] ладья
    [bishop] слон
    [knight] конь
    [pawn] пешка
    [dragon] дракон
   *[piece] фигура
}, а не { $named ->
    [king] король
    [queen] ферзь
    [rook] ладья
    [bishop] слон
    [knight] конь
    [pawn] пешка
    [dragon] дракон
   *[piece] фигура
}.
exchange-none-on-file = У вас нет { $piece ->
    [king] короля
    [queen] ферзя
    [rook] ладьи
    [bishop] слона
    [knight] коня
    [pawn] пешки
    [dragon] дракона
   *[piece] фигуры
} на вертикали { $file }.
exchange-none-on-rank = У вас нет { $piece ->
    [king] короля
    [queen] ферзя
    [rook] ладьи
    [bishop] слона
    [knight] коня
    [pawn] пешки
    [dragon] дракона
   *[piece] фигуры
} на горизонтали { $rank }.
exchange-none-on-board = У вас нет { $piece ->
    [king] короля
    [queen] ферзя
    [rook] ладьи
    [bishop] слона
    [knight] коня
    [pawn] пешки
    [dragon] дракона
   *[piece] фигуры
} на доске.
exchange-drop-instead = Чтобы выставить фигуру из запаса, напишите { $example }.
exchange-holds-own = На { $square } стоит { $piece ->
    [king] ваш король
    [queen] ваш ферзь
    [rook] ваша ладья
    [bishop] ваш слон
    [knight] ваш конь
    [pawn] ваша пешка
    [dragon] ваш дракон
   *[piece] ваша фигура
}: фигуры ходят, только чтобы рубить.
exchange-swap-instead = Чтобы поменять их местами, напишите { $example }.
exchange-does-not-attack = { $piece ->
    [king] Король
    [queen] Ферзь
    [rook] Ладья
    [bishop] Слон
    [knight] Конь
    [pawn] Пешка
    [dragon] Дракон
   *[piece] Фигура
} на { $from } не атакует { $other ->
    [king] короля
    [queen] ферзя
    [rook] ладью
    [bishop] слона
    [knight] коня
    [pawn] пешку
    [dragon] дракона
   *[piece] фигуру
} на { $to }, поэтому срубить не может.
exchange-none-attacks = { $piece ->
    [king] Ни один ваш король
    [queen] Ни один ваш ферзь
    [rook] Ни одна ваша ладья
    [bishop] Ни один ваш слон
    [knight] Ни один ваш конь
    [pawn] Ни одна ваша пешка
    [dragon] Ни один ваш дракон
   *[piece] Ни одна ваша фигура
} не атакует { $other ->
    [king] короля
    [queen] ферзя
    [rook] ладью
    [bishop] слона
    [knight] коня
    [pawn] пешку
    [dragon] дракона
   *[piece] фигуру
} на { $to }, так что рубить нечем.
exchange-knight-cannot-jump = Конь с { $from } не может прыгнуть на { $to }.
exchange-no-knight-jumps = Ни один ваш конь не может прыгнуть на { $to }.
exchange-no-second-knight = Ни один другой ваш конь не бьёт { $to }: конь может пойти только на пустое поле, которое бьёт другой ваш конь.
exchange-empty-target = Поле { $square } пусто: фигуры ходят, только чтобы рубить (а конь может пойти туда, куда бьёт другой ваш конь).
exchange-put-instead = Чтобы поставить туда { $piece ->
    [king] короля
    [queen] ферзя
    [rook] ладью
    [bishop] слона
    [knight] коня
    [pawn] пешку
    [dragon] дракона
   *[piece] фигуру
} из запаса, напишите { $example }.
exchange-which-one = Какой именно ход: { $choices }?

## Pictures

picture-key-player = { CAP($seat) }: { $name }

## Chpok

chpok-help = Шпок: сначала торги, потом доска.
    Торги (сначала претендент, дальше по очереди):
    • /bid TARGET call: поставить на лот TARGET столько фишек, сколько вам не хватает до соперника. Уравнивание на «Кто играет белыми» (white) или «Контроль времени» (time) отдаёт значение жребию; на «Исходный ряд» (row) или «Особые правила» (x) возвращает значения по умолчанию.
    • /bid TARGET raise C [VALUE]: поставить C фишек, минимум на одну больше, чем вам не хватает, и задать значение.
    Лоты: white (кто повысит, играет белыми), time (M+S, например 10+5), row (исходный ряд, например RNBQKBNR, хотя бы один K), x (особые правила, например width=10 koth -pass points=1,0,0,2,3,4,0; default сбрасывает всё).
    Особые правила: width=6…10, limit=10…888, undo=0…5, points=P,N,B,R,Q,K,D, castles=0…5, koth, kingsrun, cruelkings, superqueen, bishopstep, pawnsback, newborn, remove, pass, nokingpromo, noep.
    Ходы: e2e4, e4, Кf3, Дxe6 (Д — дракон), exd6, e8=Ф или e7e8ф, рокировка e1h1 или castle e1 h1, O-O, O-O-O; с особыми правилами: п@e2 (новая пешка), remove e4 (убрать свою фигуру), pass (пропуск хода); /undo. Английские буквы (Nf3, e8=Q) тоже годятся.
    Параметры: /new chpok chips=N (1…99, по умолчанию 15), clocks=off (совсем без часов).
chpok-rules = Шпок: торги, потом шахматоподобная игра на доске со счётом очков.
    • Торги: у каждого игрока 15 фишек, и игроки по очереди торгуются за четыре лота: кто играет белыми, контроль времени, исходный ряд, особые правила. Уравнивание (call) ставит на лот столько же фишек, сколько соперник («Кто играет белыми» и «Контроль времени» тогда определяет жребий, «Исходный ряд» и «Особые правила» возвращаются к значениям по умолчанию); повышение (raise) ставит больше и задаёт значение. Игрока без фишек пропускают; игрок с фишками, но без возможной ставки, теряет их. Часы торгов стартуют со 100 с, за каждую ставку добавляют 100 с (20 с, когда у соперника нет фишек), максимум 200 с; у кого кончилось время, тот проигрывает партию.
    • Доска: 8 горизонталей × 6…10 вертикалей; 2-я горизонталь заполнена пешками, 1-я — исходный ряд (хотя бы один король), у чёрных зеркально. Фигуры ходят как в шахматах, со взятием на проходе; дракон прыгает на два поля по прямой или ходит на одно по диагонали. Шах можно не отражать: королей берут, как любую фигуру. Пешки превращаются в Кр, Ф, Л, С, Д или К. Рокировка: король и ладья на исходном ряду с пустыми полями между ними (соседние меняются местами), раз за партию.
    • Очки: +1000 за каждого взятого вражеского короля; +1…+4 за окончание хода на 5…8-й горизонтали, считая от своего исходного ряда; необязательные очки за фигуры; −5000 за истёкшее время.
    • Партия заканчивается, когда игрок сдаётся, взят последний король одной из сторон, истекло время, достигнут лимит ходов, или по правилу заявлений: после каждого хода чёрных начиная с 20-го, если последние 20 ходов разница очков была 0 — ничья, а если одна сторона ведёт и разница за эти ходы ни разу не менялась против неё — эта сторона побеждает. Иначе побеждает тот, у кого больше очков.
    • Особые правила (лот «Особые правила», x): width=6…10 вертикалей; limit=L ходов каждому; undo=N возвратов хода каждому; points=P,N,B,R,Q,K,D — дополнительные очки за ход фигурой, которая ходила; castles=M рокировок за партию; koth (ваш король на центральных полях соперника заканчивает партию, +1000 за каждого вражеского короля); kingsrun (то же за достижение исходного ряда соперника); cruelkings (короли могут бить свои фигуры); superqueen (ферзь ещё и прыгает, как конь); bishopstep (слон в углу может шагнуть на боковое поле); pawnsback (пешки могут шагать назад на пустое поле); newborn (один раз: новая пешка на ваших первых двух рядах, п@e2); remove (вместо хода убрать свою фигуру, remove e4); pass (пропуск хода); nokingpromo (без превращения в короля); noep (без взятия на проходе).

chpok-option-twice = { $option } указан дважды.
chpok-number-range = { $key } должен быть целым числом от { $lo } до { $hi }, а не «{ $value }».
chpok-clocks-on-off = clocks бывает on или off (clocks=off выключает все часы), а не «{ $value }».
chpok-no-color-option = В Шпоке нет параметра color=: цвет разыгрывается на торгах (лот «Кто играет белыми», white).
chpok-no-days-option = В Шпоке нет параметра days=: у него свои часы (лот «Контроль времени», time); clocks=off их выключает.
chpok-unknown-option = В Шпоке нет параметра «{ $option }». Параметры: chips=N (1…{ $max }, по умолчанию { $default }), clocks=off.
chpok-opening-live = Вживую: часы торгов по { $seconds } с каждому (у кого время кончится, тот проиграл), потом часы на доске, разыгранные на торгах (лот «Контроль времени»). Для игры по переписке без часов: /new chpok clocks=off.
chpok-opening-correspondence = По переписке (clocks=off): без часов ни в торгах, ни на доске. Для живой игры с часами: /new chpok.

chpok-bid-syntax = /bid TARGET call или /bid TARGET raise CHIPS [VALUE]. Лоты: white («Кто играет белыми»: кто повысит, играет белыми), time («Контроль времени», VALUE — M+S, например 10+5), row («Исходный ряд», VALUE — например RNBQKBNR), x («Особые правила», VALUE — например width=10 koth -pass)
chpok-how-to-bid = Как делать ставки: { chpok-bid-syntax }.
chpok-not-a-target = «{ $word }» — не лот: white, time, row или x. { chpok-bid-syntax }.
chpok-board-after-bidding = Игра на доске начнётся после торгов. Ставки: { chpok-bid-syntax }.
chpok-bidding-over-board-decides = Торги окончены: теперь всё решает доска.
chpok-not-your-turn-to-bid = Сейчас не ваша очередь ставить: ставит { $seat }.
chpok-call-or-raise = Уравнять или повысить ставку на лот { $target ->
        [white] «Кто играет белыми»
        [time] «Контроль времени»
        [row] «Исходный ряд»
       *[x] «Особые правила»
    }? /bid { $target } call или /bid { $target } raise CHIPS [VALUE].
chpok-call-no-value-random = У уравнивания нет значения (/bid { $target } call): значение определит жребий. Чтобы задать значение, повышайте.
chpok-call-no-value-row = У уравнивания нет значения (/bid row call): оно возвращает стандартный ряд. Чтобы задать значение, повышайте.
chpok-call-no-value-x = У уравнивания нет значения (/bid x call): оно возвращает все значения по умолчанию. Чтобы задать значение, повышайте.
chpok-how-many-chips = Сколько фишек? /bid { $target } raise CHIPS [VALUE], например /bid { $target } raise 1.
chpok-not-a-number-of-chips = «{ $word }» — не число фишек: /bid { $target } raise CHIPS [VALUE].
chpok-neither-call-nor-raise = «{ $word }» — ни call, ни raise: /bid { $target } call или /bid { $target } raise CHIPS [VALUE].
chpok-ask-time = Повышение на лот «Контроль времени» на { $chips ->
    [one] { $chips } фишку
    [few] { $chips } фишки
   *[many] { $chips } фишек
}: какой контроль времени? Нажмите кнопку или напишите /bid time raise { $chips } M+S.
chpok-ask-row = Повышение на лот «Исходный ряд» на { $chips ->
    [one] { $chips } фишку
    [few] { $chips } фишки
   *[many] { $chips } фишек
}: какой исходный ряд? Нажмите кнопку или напишите /bid row raise { $chips } ROW.
chpok-ask-x = Повышение на лот «Особые правила» на { $chips ->
    [one] { $chips } фишку
    [few] { $chips } фишки
   *[many] { $chips } фишек
}: как изменить особые правила? Нажмите кнопку или напишите /bid x raise { $chips } FEATURES.
chpok-cannot-call = Уравнять ставку на лот { $target ->
        [white] «Кто играет белыми»
        [time] «Контроль времени»
        [row] «Исходный ряд»
       *[x] «Особые правила»
    } нельзя: вы там не отстаёте ({ $mine } против { $theirs }). Лучше повысьте: /bid { $target } raise { $min }.
chpok-calling-takes = Уравнивание на лот { $target ->
        [white] «Кто играет белыми»
        [time] «Контроль времени»
        [row] «Исходный ряд»
       *[x] «Особые правила»
    } стоит { $chips ->
    [one] { $chips } фишку
    [few] { $chips } фишки
   *[many] { $chips } фишек
}; у вас { $have ->
    [one] { $have } фишка
    [few] { $have } фишки
   *[many] { $have } фишек
}.
chpok-raise-needs = Для повышения на лот { $target ->
        [white] «Кто играет белыми»
        [time] «Контроль времени»
        [row] «Исходный ряд»
       *[x] «Особые правила»
    } нужно минимум { $chips ->
    [one] { $chips } фишка
    [few] { $chips } фишки
   *[many] { $chips } фишек
}.
chpok-raise-needs-behind = Для повышения на лот { $target ->
        [white] «Кто играет белыми»
        [time] «Контроль времени»
        [row] «Исходный ряд»
       *[x] «Особые правила»
    } нужно минимум { $chips ->
    [one] { $chips } фишка
    [few] { $chips } фишки
   *[many] { $chips } фишек
} (вы отстаёте на { $behind ->
    [one] { $behind } фишку
    [few] { $behind } фишки
   *[many] { $behind } фишек
}).
chpok-only-chips-left = У вас всего { $chips ->
    [one] { $chips } фишка
    [few] { $chips } фишки
   *[many] { $chips } фишек
}.
chpok-white-takes-no-value = У лота «Кто играет белыми» нет значения: кто его повысит, тот играет белыми. /bid white raise CHIPS.
chpok-calls-white = { CAP($who) } уравнивает ставку на лот «Кто играет белыми» ({ $chips ->
    [one] { $chips } фишка
    [few] { $chips } фишки
   *[many] { $chips } фишек
}); по жребию белыми играет { $seat }.
chpok-calls-time = { CAP($who) } уравнивает ставку на лот «Контроль времени» ({ $chips ->
    [one] { $chips } фишка
    [few] { $chips } фишки
   *[many] { $chips } фишек
}); по жребию — { $time }.
chpok-calls-row = { CAP($who) } уравнивает ставку на лот «Исходный ряд» ({ $chips ->
    [one] { $chips } фишка
    [few] { $chips } фишки
   *[many] { $chips } фишек
}); возвращается стандартный ряд.
chpok-calls-x = { CAP($who) } уравнивает ставку на лот «Особые правила» ({ $chips ->
    [one] { $chips } фишка
    [few] { $chips } фишки
   *[many] { $chips } фишек
}); возвращаются все значения по умолчанию.
chpok-raises-white = { CAP($who) } повышает ставку на лот «Кто играет белыми» ({ $chips ->
    [one] { $chips } фишка
    [few] { $chips } фишки
   *[many] { $chips } фишек
}): { $who } играет белыми.
chpok-raises = { CAP($who) } повышает ставку на лот { $target ->
        [white] «Кто играет белыми»
        [time] «Контроль времени»
        [row] «Исходный ряд»
       *[x] «Особые правила»
    } ({ $chips ->
    [one] { $chips } фишка
    [few] { $chips } фишки
   *[many] { $chips } фишек
}): { $value }.
chpok-no-chips-bids-again = { CAP($out) } без фишек: { $seat } ставит снова.
chpok-forfeits = { CAP($seat) } не может сделать ставку и теряет { $chips ->
    [one] { $chips } фишку
    [few] { $chips } фишки
   *[many] { $chips } фишек
}.
chpok-bidding-over = Торги окончены.
chpok-nobody-bid-white = Никто не торговался за белых: по жребию белыми играет { $seat }.
chpok-no-time-set = Контроль времени не задан: по жребию — { $time }.
chpok-row-does-not-fit = Исходный ряд { $row } не подходит к ширине { $width }: будет стандартный ряд { $standard }.
chpok-settled = Белыми играет { $white }, чёрными — { $black }. Время { $time }. Исходный ряд { $row }. Особые правила: { $features }.
chpok-settled-no-clocks = Белыми играет { $white }, чёрными — { $black }. Без часов. Исходный ряд { $row }. Особые правила: { $features }.
chpok-value-plays-white = { $seat } играет белыми
chpok-value-random = случайно
chpok-value-row-standard = { $row } (стандартный)
chpok-value-row-unfit = { $row } (не подходит к ширине { $width }: будет стандартный ряд)
chpok-value-all-defaults = всё по умолчанию
chpok-value-drawn-white = по жребию белыми играет { $seat }
chpok-value-drawn-time = по жребию — { $time }
chpok-value-back-standard-row = возвращён стандартный ряд
chpok-value-back-defaults = возвращены все значения по умолчанию
chpok-bid-line-forfeit = { CAP($seat) } теряет { $chips } (нет возможной ставки)
chpok-bid-line-call = { CAP($seat) }: { $target ->
        [white] «Белые»
        [time] «Время»
        [row] «Ряд»
       *[x] «Правила»
    }, уравнивание ({ $chips }) — { $value }
chpok-bid-line-raise = { CAP($seat) }: { $target ->
        [white] «Белые»
        [time] «Время»
        [row] «Ряд»
       *[x] «Правила»
    }, повышение на { $chips } — { $value }
chpok-button-call = { $target ->
        [white] Белые
        [time] Время
        [row] Ряд
       *[x] Правила
    }: уравнять { $chips }
chpok-button-raise = { $target ->
        [white] Белые
        [time] Время
        [row] Ряд
       *[x] Правила
    }: повысить { $chips }

chpok-table-head = {"      "}Прет.  Соп. значение
chpok-table-white = { $head }{ $seat } — белые
chpok-table-random = { $head }жребий
chpok-table-random-no-clocks = { $head }жребий (без часов)
chpok-table-time-no-clocks = { $head }{ $time } (без часов)
chpok-table-row-standard = { $head }{ $row } (стандарт)
chpok-table-row-unfit = { $head }{ $row } (не подходит
    { $pad }к ширине { $width }: будет
    { $pad }стандартный ряд)
chpok-table-row-unfit-long = { $head }{ $row } (не
    { $pad }подходит к ширине
    { $pad }{ $width }: будет
    { $pad }стандартный ряд)
chpok-table-x-default = { $head }всё по умолчанию
chpok-table-chips = фишки{ $a }{ $b } осталось
chpok-table-clock = часы { $a }{ $b } на ставку

chpok-not-your-turn = Сейчас не ваш ход: ходят { $color }.
chpok-pass-off = Пропускать ход в этой партии нельзя (правило pass выключено).
chpok-not-a-promotion = «{ $letter }» — не фигура: пешка превращается в { $pieces }.
chpok-or = { $items } или { $last }
chpok-castling-off = Рокировка в этой партии запрещена (castles=0).
chpok-no-castlings-left = У вас не осталось рокировок ({ $n } за партию).
chpok-remove-off = Убирать свои фигуры в этой партии нельзя (правило remove выключено).
chpok-remove-which = Какую фигуру? remove SQUARE, например remove e4.
chpok-remove-not-a-square = «{ $word }» — не поле этой доски: remove SQUARE, например remove e4.
chpok-remove-not-yours = Фигура на { $square } не ваша.
chpok-remove-empty = На { $square } нет фигуры.
chpok-castle-kings = Для { $castle } нужен ровно один король на вашем исходном ряду (у вас там { $n }): лучше назовите поля.
chpok-castle-kings-example = Для { $castle } нужен ровно один король на вашем исходном ряду (у вас там { $n }): лучше назовите поля, например castle { $king } { $rook }.
chpok-castle-rooks = Для { $castle } нужна ровно одна ладья с той стороны от вашего короля (у вас { $n }): лучше назовите поля, например castle { $king } { $rook }.
chpok-castle-no-rook = { $castle }: у вас нет ладьи с той стороны от короля на исходном ряду.
chpok-which-one = Какой именно ход: { $moves }?
chpok-newborn-off = Новые пешки в этой партии запрещены (правило newborn выключено).
chpok-newborn-used = Вы уже использовали свою новую пешку (одна за партию).
chpok-no-new-piece = Нельзя поставить на доску { $piece ->
        [king] нового короля
        [queen] нового ферзя
        [rook] новую ладью
        [bishop] нового слона
        [knight] нового коня
        [dragon] нового дракона
       *[pawn] новую пешку
    }: только новую пешку, п@e2, когда включено правило newborn.
chpok-newborn-where = Новая пешка ставится на пустое поле вашего исходного ряда или ряда пешек.
chpok-en-passant-off = Взятие на проходе в этой партии выключено (noep): пешка берёт только фигуру на поле, куда ходит.
chpok-no-castling-there = Здесь рокировки нет: король и ладья должны оба стоять на вашем исходном ряду только с пустыми полями между ними.
chpok-undo-off = Возвращать ходы в этой партии нельзя (undo=0).
chpok-undos-used-up = Вы использовали все возвраты хода ({ $n } за партию).
chpok-no-move-to-undo = Вы ещё не сделали хода, который можно вернуть.
chpok-nothing-to-undo = Нечего возвращать: /undo возвращает ходы на доске, а не ставки.
chpok-undo-one = { CAP($color) } возвращают свой последний ход (использовано возвратов: { $used } из { $allowed }).
chpok-undo-two = { CAP($color) } возвращают свой последний ход и ответ (использовано возвратов: { $used } из { $allowed }).
chpok-undo-more = { CAP($color) } возвращают свой последний ход и { $plies ->
    [one] { $plies } полуход
    [few] { $plies } полухода
   *[many] { $plies } полуходов
} после него (использовано возвратов: { $used } из { $allowed }).
chpok-command-not-used = /{ $name } в Шпоке не используется.
chpok-ran-out-of-time = Время истекло: { $seat }.
chpok-ply = { $number }. { CAP($color) }: { $text } — { $score }.
chpok-auto-pass = пас (нет хода)
chpok-move-pass = пропуск хода
chpok-move-remove = убрана фигура на { $square }
chpok-move-castle = рокировка { $king } { $rook }
chpok-score-zero = 0 очков
chpok-score = +{ $total } ({ $parts })
chpok-score-king = король +{ $points }
chpok-score-rank = горизонталь { $rank } +{ $points }
chpok-score-piece = фигура +{ $points }
chpok-score-hill = гора +{ $points }
chpok-score-home-row = исходный ряд +{ $points }
chpok-score-removed-king = { $color } +{ $points } (убранный король)
chpok-king-takes-own = Король берёт { $piece ->
        [king] своего короля
        [queen] своего ферзя
        [rook] свою ладью
        [bishop] своего слона
        [knight] своего коня
        [dragon] своего дракона
       *[pawn] свою пешку
    }.
chpok-kings-left = { CAP($color) }: { $n ->
        [one] остался { $n } король
        [few] осталось { $n } короля
       *[many] осталось { $n } королей
    }.
chpok-nothing-to-do = { CAP($color) } не могут ходить и пропускают ход.
chpok-neither-can-move = Ни один игрок не может ходить.
chpok-button-pass = Пас
chpok-button-promote = { $piece ->
        [king] Король
        [queen] Ферзь
        [rook] Ладья
        [bishop] Слон
        [knight] Конь
        [dragon] Дракон
       *[pawn] Пешка
    }

chpok-outcome-white = Белые побеждают по очкам, { $white } против { $black }: { $why }.
chpok-outcome-black = Чёрные побеждают по очкам, { $black } против { $white }: { $why }.
chpok-outcome-draw = Ничья по очкам, у каждого { $points }: { $why }.
chpok-why-last-king = взят последний { $color ->
        [white] белый
       *[black] чёрный
    } король
chpok-why-removed-last-king = { $color } убрали своего последнего короля
chpok-why-hill = { $color ->
        [white] белый
       *[black] чёрный
    } король вышел на гору
chpok-why-run = { $color ->
        [white] белый король дошёл до исходного ряда чёрных
       *[black] чёрный король дошёл до исходного ряда белых
    }
chpok-why-claim-draw = после каждого из последних { $n ->
        [one] { $n } хода
       *[many] { $n } ходов
    } чёрных очки были равны
chpok-why-claim-lead = перевес { $color ->
        [white] белых
       *[black] чёрных
    } не уменьшился за последние { $n ->
        [one] { $n } ход
        [few] { $n } хода
       *[many] { $n } ходов
    } чёрных
chpok-why-limit = каждый игрок исчерпал лимит ходов ({ $n })
chpok-why-time = { $color } просрочили время (−{ $penalty })
chpok-why-stuck = ни один игрок не может ходить
chpok-outcome-resignation = { CAP($winner) } побеждают: соперник сдался (очки: белые { $white }, чёрные { $black }).
chpok-outcome-resigned-bidding = { CAP($winner) } побеждает: { $loser } сдался во время торгов.
chpok-outcome-bidding-clock = { CAP($winner) } побеждает: { $loser } просрочил время на торгах.
chpok-no-agreed-draws = В Шпоке нет ничьей по соглашению: решают очки (ничья бывает при равных очках или по правилу заявлений).

chpok-points = Очки: белые { $white }, чёрные { $black }.
chpok-points-label = Очки: белые { $white }, чёрные { $black }
chpok-clocks = Часы: белые { $white }, чёрные { $black }.
chpok-move-of-limit = Ход { $n } из { $limit }.
chpok-move-of-limit-label = Ход { $n } из { $limit }
chpok-terms-clocks = Часы { $time }: белые { $white }, чёрные { $black }
chpok-terms-no-clocks = Без часов
chpok-terms-clocks-sentence = Часы { $time }: белые { $white }, чёрные { $black }.
chpok-terms-clocks-wrapped = Часы { $time }: белые { $white }, чёрные
    {"  "}{ $black }.
chpok-terms-no-clocks-sentence = Без часов.
chpok-terms-features = Особые правила: { $list }
chpok-sides-head = {"                "}белые чёрные
chpok-sides-points = очки          { $white }{ $black }
chpok-sides-castlings = ещё рокировок { $white }{ $black }
chpok-sides-undos = ещё отмен     { $white }{ $black }
chpok-sides-newborn-unused-unused = новая пешка      есть   есть
chpok-sides-newborn-unused-used = новая пешка      есть    нет
chpok-sides-newborn-used-unused = новая пешка       нет   есть
chpok-sides-newborn-used-used = новая пешка       нет    нет

chpok-time-syntax = Время записывается как M+S: 1…180 минут каждому игроку плюс 0…60 секунд после каждого хода, например 10+5; «{ $value }» не подходит.
chpok-row-bad-piece = «{ $letter }» — не фигура для исходного ряда: используйте K Q R B N D P, например { $example }.
chpok-row-length = В исходном ряду должно быть ровно { $width ->
    [one] { $width } фигура
    [few] { $width } фигуры
   *[many] { $width } фигур
} (сейчас ширина { $width }), а не { $n }: например { $example }.
chpok-row-no-king = В исходном ряду должен быть хотя бы один король (K).
chpok-features-syntax = width=6…10, limit=10…888, undo=0…5, points=P,N,B,R,Q,K,D (каждое 0…9), castles=0…5, koth, kingsrun, cruelkings, superqueen, bishopstep, pawnsback, newborn, remove, pass, nokingpromo, noep (-название выключает правило или возвращает его к значению по умолчанию; default сбрасывает всё)
chpok-which-features = Какие особые правила? { chpok-features-syntax }.
chpok-unknown-feature = Неизвестное правило «{ $word }». Особые правила: { chpok-features-syntax }.
chpok-needs-value = { $key } требует значения: { $key }={ $lo }…{ $hi }.
chpok-on-or-off = { $key } бывает только включено или выключено ({ $key }, -{ $key }), а не «{ $value }».
chpok-points-help = points принимает семь чисел 0…9 для пешки, коня, слона, ладьи, ферзя, короля и дракона, например points=1,0,0,2,3,4,0.
chpok-points-count = points принимает семь чисел 0…9 для пешки, коня, слона, ладьи, ферзя, короля и дракона, например points=1,0,0,2,3,4,0; в «{ $value }» { $n ->
    [one] { $n } число
    [few] { $n } числа
   *[many] { $n } чисел
}.
chpok-points-digit = points принимает семь чисел 0…9 для пешки, коня, слона, ладьи, ферзя, короля и дракона, например points=1,0,0,2,3,4,0; «{ $value }» — не 0…9.

## Options of a new game, joining, private chats, aborting, leaving

new-one-open-already = Ваша партия #{ $id } здесь всё ещё ждёт второго игрока. Дождитесь его или сначала /abort #{ $id }.
new-bad-color = color должен быть white, black или random, а не «{ $value }».
new-bad-days = days должен быть целым числом от 1 до 14, а не «{ $value }».
new-bad-rated = rated должен быть yes или no, а не «{ $value }».
new-bad-vs = Единственный соперник, которого я могу посадить за доску, — vs=bot, а не «{ $value }».
new-bad-level = level должен быть целым числом от 1 до 5, а не «{ $value }».
new-level-without-bot = level= — для игры против меня: /new GAME vs=bot level=3.
new-bot-plays = { $game }: { $bot } (уровень { $level }) — { $seat }. { $players }
join-both-taken = Оба места заняты.
join-no-such-code = Нет партии с кодом приглашения «{ $code }». Проверьте код или попросите друга прислать новую ссылку.
join-no-such-game = Здесь нет партии #{ $id }, к которой можно присоединиться.
join-usage = Отправьте /join CODE с кодом приглашения, который получил ваш друг, или откройте его ссылку-приглашение.
join-none-waiting = Здесь ни одна партия не ждёт игрока. Начните новую: /new GAME.
join-which = Здесь игрока ждут несколько партий; /join #N — присоединиться к одной:
    { $list }
join-already = Вы уже играете в партии #{ $id }.
join-own-game = Партия #{ $id } — ваша: присоединиться к ней должен другой участник группы (/join или кнопка «Присоединиться»).
join-in-private = Это приглашение в партию, которую играют в личных чатах: кнопка присоединяет к ней там (или отправьте мне /join { $code } в личный чат).
button-join-privately = Присоединиться в личном чате
button-open-private = Открыть наш личный чат
private-chat-needed = { $players }: вашу доску я могу показывать только в нашем личном чате. Откройте { $link } и нажмите «Запустить»; партия #{ $id } ждёт вас.
private-chat-ready = { $player } на связи: партия #{ $id } продолжается.
abort-not-yours = Отменить партию может только тот, кто её создал (или администратор группы).
abort-started = Партия уже началась: ходы сделаны. /resign — сдаться.
abort-started-draw = Партия уже началась: ходы сделаны. /resign — сдаться или /draw — предложить ничью.
abort-done = { $player } отменяет партию «{ $game }».
abort-done-admin = { $player } (администратор) отменяет партию «{ $game }».
left-closed = Партия «{ $game }» закрыта: { $player } уже не состоит в группе.
left-claim = { $player } уже не состоит в группе, так что продолжить партию «{ $game }» не получится. { $opponent }: /claim — забрать победу.
button-claim-win = Забрать победу
bot-removed = Меня удалили из группы «{ $group }», поэтому партия «{ $game }» там закончилась без результата.

## Ratings: /stats, /top, /history

count-games = { $n ->
    [one] { $n } партия
    [few] { $n } партии
   *[many] { $n } партий
}
stats-usage = /stats [@user] [GAME]: например /stats, /stats opok или /stats @bob korpalski.
stats-unknown-user = Я не знаю { $name }: этот игрок здесь ещё не играл.
stats-none = У { $name } ещё нет рейтинговых партий.
stats-none-of-game = У { $name } ещё нет рейтинговых партий в игре «{ $game }».
stats-heading = { $name }: рейтинговые партии
stats-rating = { $game }: { $rating } (отклонение { $deviation })
stats-record = { $games ->
    [one] { $games } партия
    [few] { $games } партии
   *[many] { $games } партий
}: { $wins ->
    [one] { $wins } победа
    [few] { $wins } победы
   *[many] { $wins } побед
}, { $draws ->
    [one] { $draws } ничья
    [few] { $draws } ничьи
   *[many] { $draws } ничьих
}, { $losses ->
    [one] { $losses } поражение
    [few] { $losses } поражения
   *[many] { $losses } поражений
}. Серия: { $streak }.
stats-streak-none = нет
stats-streak-wins = { $n ->
    [one] { $n } победа
    [few] { $n } победы
   *[many] { $n } побед
}
stats-streak-losses = { $n ->
    [one] { $n } поражение
    [few] { $n } поражения
   *[many] { $n } поражений
}
stats-best-win = Лучшая победа: { $opponent } ({ $rating }), #{ $id }.
top-heading = Лучшие игроки
top-heading-group = Лучшие игроки группы «{ $group }»
top-none = Рейтинговых партий ещё не было.
top-none-here = Здесь ещё не было рейтинговых партий.
top-none-of-game = Рейтинговых партий в игре «{ $game }» ещё не было.
top-none-of-game-here = Здесь ещё не было рейтинговых партий в игре «{ $game }».
history-usage = /history N показывает ваши последние N завершённых партий (от 1 до { $max }), например /history 5.
history-none = { $name }: завершённых партий пока нет.
history-none-here = { $name }: завершённых партий здесь пока нет.
history-heading = { $name }: ваши последние завершённые партии
history-heading-here = { $name }: ваши последние завершённые партии здесь
history-won = победа { $score }
history-drew = ничья { $score }
history-lost = поражение { $score }
history-ended = завершена { $score }
history-friendly = товарищеская
history-not-rated = без рейтинга
history-line = #{ $id } { $game } против { $opponent }: { $result }, { $rating } · /export #{ $id } · /export gif #{ $id }
button-record = Запись #{ $id }
button-replay = Повтор #{ $id }

## Timers and failures

timer-closed-nobody = Партия «{ $game }» закрыта: никто не присоединился.
timer-silent = { $player } не ходит в партии «{ $game }» уже 30 дней. { $opponent }: /claim — забрать победу, или ждите дальше.
timer-reminder = Напоминание: { $player }, ваш ход в партии «{ $game }» — осталось { $left }.
timer-reminder-private = Напоминание: ваш ход — осталось { $left }.
sorry = Извините, у меня что-то пошло не так; ничего не изменилось. Попробуйте ещё раз.
join-full = В партии #{ $id } уже есть оба игрока.
timer-out-of-time = { $player }: время истекло.

## Players the bot cannot reach

unreachable = Я не могу писать { $name } ({ $why }), поэтому сообщения партии #{ $id } не доходят. Партия продолжается. { $name }: откройте { $link } и нажмите «Запустить», чтобы снова получать её сообщения; /board показывает позицию.
unreachable-blocked = меня заблокировали
unreachable-deleted = аккаунт удалён
unreachable-not-started = чат со мной ещё не начат
stats-bot-heading = { $name } против { $bot } (без рейтинга)
stats-bot-record = { $game }, уровень { $level }: { $wins ->
    [one] { $wins } победа
    [few] { $wins } победы
   *[many] { $wins } побед
}, { $draws ->
    [one] { $draws } ничья
    [few] { $draws } ничьи
   *[many] { $draws } ничьих
}, { $losses ->
    [one] { $losses } поражение
    [few] { $losses } поражения
   *[many] { $losses } поражений
}

## The chess kernel: moves that are not moves

list-or = { $init } или { $last }
chess-type-a-move = Пожалуйста, напишите ход.
chess-not-a-move = «{ $text }» — не ход.
chess-not-a-square = «{ $text }» — не поле.
chess-trailing-words = «{ $extra }» после { $moved } — не часть хода: отправьте только ход.
chess-not-a-piece = «{ $letter }» — здесь не фигура.
chess-off-board = На этой доске нет поля { $square }.
chess-no-such-piece = У вас нет { $piece ->
    [king] короля
    [queen] ферзя
    [rook] ладьи
    [bishop] слона
    [knight] коня
    [pawn] пешки
    [dragon] дракона
   *[piece] фигуры
}.
chess-no-such-piece-on = У вас нет { $piece ->
    [king] короля
    [queen] ферзя
    [rook] ладьи
    [bishop] слона
    [knight] коня
    [pawn] пешки
    [dragon] дракона
   *[piece] фигуры
} на { $from }.
chess-not-in-reserve = У вас нет { $piece ->
    [king] короля
    [queen] ферзя
    [rook] ладьи
    [bishop] слона
    [knight] коня
    [pawn] пешки
    [dragon] дракона
   *[piece] фигуры
} для выставления.
chess-no-legal-move = Нет возможного хода: { $what }.
chess-which-one = Какой именно ход: { $moves }?
chess-promotion-missing = В какую фигуру превратить пешку: { $pieces }? Например, { $example }.
chess-promotion-not-allowed = Здесь пешка не может превратиться в { $piece ->
    [king] короля
    [queen] ферзя
    [rook] ладью
    [bishop] слона
    [knight] коня
    [pawn] пешку
    [dragon] дракона
   *[piece] фигуру
}.
chess-what-drop = выставление { $piece ->
    [king] короля
    [queen] ферзя
    [rook] ладьи
    [bishop] слона
    [knight] коня
    [pawn] пешки
    [dragon] дракона
   *[piece] фигуры
} на { $to }
chess-what-swap = эти фигуры не могут поменяться местами
chess-what-castling = рокировка
chess-what-to = { $piece ->
    [king] король
    [queen] ферзь
    [rook] ладья
    [bishop] слон
    [knight] конь
    [pawn] пешка
    [dragon] дракон
   *[piece] фигура
} на { $to }
chess-what-from-to = { $piece ->
    [king] король
    [queen] ферзь
    [rook] ладья
    [bishop] слон
    [knight] конь
    [pawn] пешка
    [dragon] дракон
   *[piece] фигура
} с { $from } на { $to }
chess-what-square-to = с { $from } на { $to }
chess-from-file = вертикали { $file }
chess-from-pawn-file = вертикали { $file }
chess-from-rank = горизонтали { $rank }

## The web board (a Telegram Mini App, issue 31)

web-open-board = Открыть доску
web-private-game = Это частная партия: её доску видят только игроки.
web-waiting = Ждём второго игрока.
web-game-over = Партия #{ $id } окончена.
web-not-a-move = «{ $text }» — не ход в этой игре.
web-open-private-chat = Сначала откройте личный чат с ботом: { $link }
web-no-game = Такой партии нет: ссылка устарела или с ошибкой.
web-loading = Загрузка…
web-your-move = Ваш ход.
web-how-many = Сколько шашек?
web-promote-to = Превратить в:
web-pass = Пас
web-remove = Снять
web-offer-draw = Предложить ничью
web-accept-draw = Принять ничью
web-resign = Сдаться
web-resign-confirm = Сдаться в этой партии?
web-yes = Да
web-cancel = Отмена
web-moves = Ходы
web-type-move = Введите ход
web-send = Отправить
web-watching = Вы наблюдаете за этой партией.
web-hidden = Каждый игрок видит только свои фигуры.
web-who = Кто вы? (имя пользователя консоли)
web-enter = Открыть
web-no-link = Нет партии для показа: откройте доску из сообщения партии.
web-offline = Связь потеряна; пробуем снова…
web-bad-auth = Telegram не подтвердил, кто вы: откройте доску снова из сообщения бота.
