# Повідомлення boardbot українською.

## Counts

count-moves = { $n ->
    [one] { $n } хід
    [few] { $n } ходи
   *[many] { $n } ходів
}

## Language

language-current = Мова: { $name }.
language-menu-private = Я пишу вам мовою: { $name }. Оберіть мову:
language-menu-group = У цій групі я пишу мовою: { $name }. Адміністратор може її змінити:
language-set-private = Готово: тепер я пишу вам українською.
language-set-group = Готово: тепер я пишу в цій групі українською.
language-admins-only = Змінити мову групи може лише її адміністратор.
language-unknown = Я не знаю мови «{ $code }». Оберіть одну з: { $list }.

## Seats

seat-white = Білі
seat-black = Чорні
seat-challenger = Претендент
seat-opponent = Суперник
seat-first = Перший
seat-second = Другий

## Boards and turns

versus = { $first } проти { $second }
turn = Ходить { $player }.
turn-time-left = Ходить { $player }, лишилося { $left }.
header-opponent = { $game } проти { $opponent }
ratings-change = Рейтинги: { $first }, { $second }
replay-caption = { $game }: уся партія, { $n ->
    [one] { $n } позиція
    [few] { $n } позиції
   *[many] { $n } позицій
}
button-offer-draw = Запропонувати нічию
button-resign = Здатися

## Durations

duration-days-hours = { $d ->
    [one] { $d } день
    [few] { $d } дні
   *[many] { $d } днів
} { $h } год
duration-hours-minutes = { $h } год { $m } хв
duration-minutes-seconds = { $m } хв { $s } с
duration-seconds = { $s } с

## Greeting and help

greeting = Привіт! Я проводжу настільні ігри за листуванням: { $games }.
help-games = Ігри: { $games }.
help-new-group = /new GAME [key=value …] — відкрити партію в цій групі; стежити за нею можуть усі
help-join-group = /join — зайняти вільне місце (або натисніть «Приєднатися»)
help-new-private = /new GAME [key=value …] — почати партію й отримати посилання-запрошення для друга
help-join-private = /join CODE — приєднатися до партії друга за його кодом запрошення
help-board = /board — показати дошку ще раз (/board text — текстом)
help-moves = /moves — зроблені ходи; /export — запис партії
help-games-group = /games — партії цієї групи
help-games-private = /games — ваші партії; /switch N — перейти до партії N у цьому чаті
help-say = /say TEXT — надіслати повідомлення суперникові
help-draw-resign = /draw — запропонувати або прийняти нічию; /resign — здатися (з підтвердженням)
help-claim = /claim — отримати перемогу, якщо суперник пішов або мовчить уже 30 днів
help-abort-group = /abort — скасувати партію, у якій ще ніхто не ходив (адміністратори групи — будь-яку)
help-abort-private = /abort — скасувати партію, у якій ще ніхто не ходив
help-top-group = /top [GAME] — гравці цієї групи з найвищим рейтингом; /stats [@user] [GAME] — рейтинг і результати
help-top-private = /top [GAME] — гравці з найвищим рейтингом; /stats [@user] [GAME] — рейтинг і результати
help-history-group = /history [N] — ваші останні завершені партії тут, із записами
help-history-private = /history [N] — ваші останні завершені партії, із записами
help-rules = /rules GAME — коротко про правила; /help GAME — запис ходів і параметри гри
help-language = /language — обрати мову, якою я пишу (English, українська, polski, русский)
help-options = Параметри для { $games }: color=white|black|random, days=N (1–14 днів на хід).
help-rated = Партії між двома людьми рейтингові (Glicko-2, окремо для кожної гри; ? — попередній рейтинг); rated=no — товариська партія.
help-typing-group = Пишіть ходи звичайними повідомленнями. Я відповідаю лише на повідомлення, схожі на хід, тож спілкуйтеся вільно. Команди приймають #N — номер партії; хід теж (#3 Nf3). Або відповідайте на повідомлення з дошкою партії.
help-typing-private = Пишіть ходи звичайними повідомленнями. Команди для партії приймають #N — її номер.

## The games' own commands (GameCommand::about)

command-bid = Chpok: ставка на аукціоні, напр. /bid white raise 2
command-undo = Chpok: взяти хід назад, якщо гра це дозволяє
command-any = Kriegspiel: запитати «Any?» (чи є взяття пішаком?)

## Telegram's command menus

menu-start = Привітання й довідка; з кодом запрошення — вхід у партію
menu-new-private = Почати партію й отримати посилання-запрошення: /new opok
menu-join-private = Приєднатися до партії друга: /join CODE
menu-games = Ваші партії і чий зараз хід
menu-switch = Перейти до партії N у цьому чаті: /switch N
menu-board = Показати дошку ще раз (/board text — текстом)
menu-moves = Зроблені ходи
menu-draw = Запропонувати або прийняти нічию
menu-resign = Здатися
menu-export = Запис партії
menu-abort = Скасувати партію, у якій ще ніхто не ходив
menu-stats = Рейтинг і результати: /stats [@user] [GAME]
menu-top-private = Гравці з найвищим рейтингом: /top [GAME]
menu-history-private = Ваші останні завершені партії: /history [N]
menu-rules = Коротко про правила гри: /rules opok
menu-language = Обрати мову
menu-help = Команди та ігри; /help GAME — запис ходів гри
menu-new-group = Відкрити партію в цій групі: /new opok
menu-join-group = Зайняти вільне місце
menu-top-group = Гравці цієї групи з найвищим рейтингом: /top [GAME]
menu-history-group = Ваші останні завершені партії тут: /history [N]

## New games and joining

button-join = Приєднатися
new-days-per-move = { $d ->
    [one] { $d } день на хід.
    [few] { $d } дні на хід.
   *[many] { $d } днів на хід.
}
new-friendly = Товариська партія: без рейтингу.
new-waiting = { $game }: { $players } — чекаємо на другого гравця.{ $more } Напишіть /join або натисніть «Приєднатися».
new-created = { $game } створено: ваша сторона — { $seat }.{ $more }
    Запросіть друга: надішліть йому { $link }
    або нехай він напише /join { $code } у приватному чаті зі мною.
join-joins = { $game }: { $player } приєднується ({ $seat }). { $players }
join-joins-there = { $player } приєднується до { $game }.
join-open-private = { $player }: дошку я надсилатиму вам у приватний чат — відкрийте { $link } і натисніть «Почати».

## Every game: results and turns

outcome-resignation = Перемога: { $winner } (суперник здався).
outcome-on-time = Перемога за часом: { $winner }.
outcome-agreed-draw = Нічия за згодою.
refusal-game-over = Партію вже закінчено.
refusal-not-your-turn = Зараз не ваш хід. Черга ходу: { $seat }.
