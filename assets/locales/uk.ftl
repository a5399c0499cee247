# Повідомлення boardbot українською.

## Counts

count-moves = { $n ->
    [one] { $n } хід
    [few] { $n } ходи
   *[many] { $n } ходів
}

## Moves in the players' letters

piece-letter = { $piece ->
    [king] Кр
    [queen] Ф
    [rook] Т
    [bishop] С
    [knight] К
    [dragon] Д
   *[pawn] п
}
piece-letter-lower = { $piece ->
    [king] кр
    [queen] ф
    [rook] т
    [bishop] с
    [knight] к
    [dragon] д
   *[pawn] п
}

move-letter-two-ways = «{ $letter }» можна прочитати двояко. Який хід: { $moves } чи { $last }?

## Language

language-current = Мова: { $name }.
language-name = українською
language-menu-private = Я пишу вам { $name }. Оберіть мову:
language-menu-group = У цій групі я пишу { $name }. Адміністратор може змінити мову:
language-set-private = Готово: тепер я пишу вам українською.
language-set-group = Готово: тепер я пишу в цій групі українською.
language-admins-only = Змінити мову групи може лише її адміністратор.
language-unknown = Я не знаю мови «{ $code }». Оберіть одну з: { $list }.

## Seats

seat-white = білі
seat-black = чорні
seat-challenger = претендент
seat-opponent = суперник
seat-first = перший
seat-second = другий

## The games' names

chpok-title = Шпок
korpalski-title = Шахи Корпальського
kriegspiel-title = Кригшпіль
opok-title = Опок
exchange-title = Обмінні шахи
game-and-name = { $title } ({ $name })

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
help-vs-bot = /new GAME vs=bot [level=1…5] — зіграти зі мною (рівень 3, якщо не вибрати інший)
help-board = /board — показати дошку ще раз (/board text — текстом)
help-moves = /moves — зроблені ходи; /export — запис партії файлом; /export gif — її повтор в анімації
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
help-game-options = Параметри для кожної гри: rated=no (товариська партія, без рейтингу), vs=bot [level=1…5] (гра зі мною).
help-game-options-full = Параметри для кожної гри: color=white|black|random, days=N (1–14 днів на хід), rated=no (товариська партія, без рейтингу), vs=bot [level=1…5] (гра зі мною).
help-rated = Партії між двома людьми рейтингові (Glicko-2, окремо для кожної гри; ? — попередній рейтинг); rated=no — товариська партія.
help-typing-group = Пишіть ходи звичайними повідомленнями. Я відповідаю лише на повідомлення, схожі на хід, тож спілкуйтеся вільно. Команди приймають #N — номер партії; хід теж (#3 Кf3). Або відповідайте на повідомлення з дошкою партії.
help-typing-private = Пишіть ходи звичайними повідомленнями. Команди для партії приймають #N — її номер.

## The games' own commands (GameCommand::about)

command-bid = Шпок: ставка на торгах, напр. /bid white raise 2
command-undo = Шпок: повернути хід, якщо гра це дозволяє
command-any = Кригшпіль: запитати «Є взяття?» (чи може бити якийсь пішак)

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
new-created = { $game }: партію створено, ваша сторона — { $seat }.{ $more }
    Запросіть друга: надішліть йому { $link }
    або нехай він напише /join { $code } у приватному чаті зі мною.
join-joins = { $game }: { $player } приєднується ({ $seat }). { $players }

## Every game: results and turns

outcome-resignation = Перемога: { $winner } (суперник здався).
outcome-on-time = Перемога за часом: { $winner }.
outcome-agreed-draw = Нічия за згодою.
refusal-game-over = Партію вже закінчено.
refusal-not-your-turn = Зараз не ваш хід. Черга ходу: { $seat }.

## Help and rules of a game

rules-which-game = Яка гра? /rules GAME, напр. /rules opok.
rules-title = { $game } — коротко про правила

## Which game a message is for

find-no-such-game = Тут немає вашої партії #{ $id }. Ваші партії — у /games.
find-which-group = Яка партія? Додайте її номер, напр. #{ $id }:
    { $list }
find-none-here = У цьому чаті немає поточних партій. Почніть нову: /new GAME.
find-which-private = Яка партія? У вас їх кілька:
    { $list }
    Відповідайте на повідомлення з її дошкою, додайте #N або оберіть партію через /switch N.
find-none-running = У вас немає поточних партій. Почніть нову: /new GAME.
find-not-playing = Ви не граєте в цій партії.
find-not-playing-in = Ви не граєте в партії { $game }.
find-not-playing-here = Ви не граєте тут у жодній партії:
    { $list }
find-over = Партію #{ $id } закінчено: { $result }, { $reason }
find-over-result = Партію #{ $id } закінчено: { $result }.
find-over-no-result = Партію #{ $id } закінчено без результату.
find-no-game-to-move = Тут у вас немає партії, де можна зробити хід. Почніть нову: /new GAME — або див. /help.
find-not-a-move-in = «{ $text }» — не хід у партії { $game }.
find-not-a-move-anywhere = «{ $text }» — не хід у жодній із ваших партій.
find-say-or-help = /say #N TEXT надсилає повідомлення суперникові в партії N; /help GAME показує ходи гри.
find-help = /help GAME показує ходи гри.
find-help-game = /help { $name } показує ходи.
find-bot-does-not-chat = { $bot } не листується: він лише грає. /help { $name } показує ходи.
find-which-move-private = Для якої партії цей хід? У вас їх кілька:
    { $list }
    Відповідайте на повідомлення з її дошкою, поставте #N перед ходом або оберіть партію через /switch N.
find-played-in = { $game }: партія йде в групі «{ $place }», надсилайте ходи туди.
find-played-in-its-group = { $game }: партія йде у своїй групі, надсилайте ходи туди.
find-start-another = /new GAME — почати нову.
find-not-in-game = Ви не граєте тут у партії #{ $id }.
find-not-your-move-anywhere = Тут зараз не ваш хід у жодній з ваших партій:
    { $list }
find-which-move-group = Для якої партії цей хід? Тут ваш хід одразу в кількох:
    { $list }
    Поставте #N перед ходом ({ $example }) або відповідайте на повідомлення з дошкою партії.

## Opok

opok-help =
    Як ходити в Опоку:
    • FROM COUNT TO: зніміть COUNT шашок зі своєї стопки на полі FROM і перенесіть їх на порожнє поле TO, напр. a1 3 b3. Бот сам знайде шлях довжиною рівно COUNT кроків.
    • Шлях із полів через дефіс, напр. a1-a2-a3-b3: переміщується стільки шашок, скільки кроків у шляху.
    Щонайменше одна шашка завжди лишається на місці. Гравець, якому нема куди ходити, пропускає хід автоматично.
    Параметр: size=N — дошка N×N, N від 5 до 12 (типово 7), напр. /new opok size=9.
opok-rules =
    Опок — гра стопками шашок на дошці N×N (типово 7×7).
    • Кожен гравець має N² шашок, усі в одній стопці у своєму куті: перший — на a1, другий — у протилежному куті. Починає перший.
    • Хід: зніміть k шашок з однієї своєї стопки висотою h (1 ≤ k ≤ h−1, хоча б одна лишається) і перенесіть їх новою стопкою рівно на k кроків по вертикалі чи горизонталі. Шлях не може заходити на поля зі стопками й не може одразу повертатися на поле, з якого щойно пішов; перетинати сам себе можна. Закінчується він на порожньому полі.
    • Взяття: від стопки, що прийшла, подивіться в кожному з чотирьох напрямків. Суцільний ряд стопок суперника, за яким стоїть ваша стопка, знімається, якщо стопка, що прийшла, разом із цією дальньою вищі за весь ряд. Взяті шашки вибувають з гри. Бере лише той, хто ходить; кутові стопки оточити неможливо.
    • Гравець, якому нема куди ходити, пропускає хід; інший ходить далі.
    • Коли не може ходити жоден гравець, перемагає той, чиї стопки займають більше полів; порівну — нічия.
opok-no-option = У грі Опок немає параметра «{ $key }». Параметри: size=N (N від { $min } до { $max }), color=white|black|random, days=N.
opok-size-twice = size вказано двічі.
opok-bad-size = size має бути цілим числом від { $min } до { $max }, а не «{ $value }».
opok-played = { $n }. { CAP($seat) }: { $mv }
opok-played-captures = { $n }. { CAP($seat) }: { $mv }, бере { $count ->
    [one] { $count } шашку
    [few] { $count } шашки
   *[many] { $count } шашок
} на { $squares }
opok-passes = { CAP($seat) } не має ходу й пропускає.
opok-neither-can-move = Жоден гравець не може ходити.
opok-wins = { CAP($seat) } перемагає: { $n ->
    [one] { $n } поле
    [few] { $n } поля
   *[many] { $n } полів
} проти { $other }.
opok-draw = Нічия: у кожного { $n ->
    [one] { $n } поле
    [few] { $n } поля
   *[many] { $n } полів
}.
opok-no-draws = В Опоку немає нічиєї за згодою: партія закінчується, коли жоден гравець не може ходити.
opok-move-number = Хід { $n }.
opok-figures = { CAP($seat) }: { $squares ->
    [one] { $squares } поле
    [few] { $squares } поля
   *[many] { $squares } полів
}, { $checkers ->
    [one] { $checkers } шашка
    [few] { $checkers } шашки
   *[many] { $checkers } шашок
}
opok-pass = пас
opok-moves-captures = { $mv } (бере { $count ->
    [one] { $count } шашку
    [few] { $count } шашки
   *[many] { $count } шашок
} на { $squares })
opok-captures = бере { $count ->
    [one] { $count } шашку
    [few] { $count } шашки
   *[many] { $count } шашок
} на { $squares }
opok-no-moves = Ходів немає.
opok-no-moves-yet = Ходів ще немає.
opok-result = Результат: { $score }, { $reason }
opok-syntax = Записуйте хід як FROM COUNT TO, напр. a1 3 b3 (3 шашки з a1 на b3), або як шлях із полів, напр. a1-a2-a3-b3.
opok-not-a-square = «{ $text }» — не поле: поля записують як a1 чи c5.
opok-off-board = Поля { $square } немає на дошці { $n }×{ $n }.
opok-empty-step = У «{ $text }» є порожній крок. Записуйте шлях як поля через дефіс, напр. a1-a2-a3-b3.
opok-not-a-count = «{ $text }» — не кількість шашок.
opok-how-many = Скільки шашок?
opok-square-alone = Саме лише поле — це не хід.
opok-not-a-move = «{ $text }» — не хід.
opok-path-too-short = Шлях має містити щонайменше два поля, напр. a1-a2 чи a1-a2-b2.
opok-no-stack = На { $square } немає стопки.
opok-not-yours = Стопка на { $square } не ваша: вона належить суперникові ({ $seat }).
opok-single-checker = У стопці на { $square } лише 1 шашка; нею не можна ходити, бо одна шашка має лишитися.
opok-count-zero = Треба перемістити хоча б 1 шашку.
opok-too-many = У стопці на { $square } { $height ->
    [one] { $height } шашка
    [few] { $height } шашки
   *[many] { $height } шашок
}; перемістити можна щонайбільше { $max }.
opok-must-leave = Шашки мають покинути { $square }: хід закінчується на порожньому полі.
opok-target-occupied = На { $square } стоїть стопка ({ $seat }); хід закінчується на порожньому полі.
opok-parity-even = Від { $from } до { $to } парна кількість кроків, тож шлях довжиною рівно { $k ->
    [one] { $k } крок
    [few] { $k } кроки
   *[many] { $k } кроків
} там не закінчиться.
opok-parity-odd = Від { $from } до { $to } непарна кількість кроків, тож шлях довжиною рівно { $k ->
    [one] { $k } крок
    [few] { $k } кроки
   *[many] { $k } кроків
} там не закінчиться.
opok-too-far = Від { $from } до { $to } { $dist ->
    [one] { $dist } крок
    [few] { $dist } кроки
   *[many] { $dist } кроків
}; шлях довжиною { $k ->
    [one] { $k } крок
    [few] { $k } кроки
   *[many] { $k } кроків
} туди не дістане.
opok-no-path = Немає шляху довжиною рівно { $k ->
    [one] { $k } крок
    [few] { $k } кроки
   *[many] { $k } кроків
} з { $from } на { $to }, що оминає стопки.
opok-path-too-long = У стопці на { $square } { $height ->
    [one] { $height } шашка
    [few] { $height } шашки
   *[many] { $height } шашок
}; перемістити можна щонайбільше { $max }, а шлях має { $steps ->
    [one] { $steps } крок
    [few] { $steps } кроки
   *[many] { $steps } кроків
}.
opok-not-a-step = З { $from } на { $to } — це не один крок по вертикалі чи горизонталі.
opok-path-reverses = Шлях із { $from } одразу повертається на { $to }; стопка не може йти назад тим самим кроком.
opok-path-returns = Шлях повертається на { $square }, де стоїть ця стопка.
opok-path-blocked = Шлях заходить на { $square }, де стоїть стопка ({ $seat }).

## Korpalski Chess

korpalski-no-option = У шахах Корпальського немає параметра «{ $option }». Можна вказати лише color=white|black|random і days=N, напр. /new korpalski color=black.
korpalski-played-capture = { $move }: { $piece ->
    [king] король
    [queen] ферзь
    [rook] тура
    [bishop] слон
    [knight] кінь
   *[pawn] пішак
} іде до в'язниці { $color ->
    [white] білих
   *[black] чорних
}.
korpalski-played-promotion = { $move }: пішак стає { $piece ->
    [king] королем
   *[queen] ферзем
    [rook] турою
    [bishop] слоном
    [knight] конем
    [pawn] пішаком
} з в'язниці { $color ->
    [white] білих
   *[black] чорних
}, а сам іде туди.
korpalski-played-capture-promotion = { $move }: { $captured ->
    [king] король
    [queen] ферзь
    [rook] тура
    [bishop] слон
    [knight] кінь
   *[pawn] пішак
} іде до в'язниці { $color ->
    [white] чорних
   *[black] білих
}; пішак стає { $piece ->
    [king] королем
   *[queen] ферзем
    [rook] турою
    [bishop] слоном
    [knight] конем
    [pawn] пішаком
} з в'язниці { $color ->
    [white] білих
   *[black] чорних
}, а сам іде туди.
# unused: $polish (SAN in Ukrainian letters)
korpalski-played = { $n }{ $dots } { $san }
# unused: $polish
korpalski-notation = { $san }
korpalski-drop-which = Перед полем вкажіть, яку фігуру виставляєте (Кр, Ф, Т, С, К чи п; годяться й англійські K, Q, R, B, N, P).
korpalski-drop-which-one = Перед полем вкажіть, яку фігуру виставляєте, напр. { $example } (Кр, Ф, Т, С, К чи п; годяться й англійські K, Q, R, B, N, P).
korpalski-drop-which-two = Перед полем вкажіть, яку фігуру виставляєте, напр. { $first } або { $second } (Кр, Ф, Т, С, К чи п; годяться й англійські K, Q, R, B, N, P).
korpalski-not-a-move = { $error } Ходи записують так: К@e4 чи Кр/c2 (виставлення), Кf3, exd5, e2e4 або Тb5:c5.
korpalski-king-first = Першим ходом { $color ->
    [white] білі
   *[black] чорні
} мають виставити короля: наприклад Кр@{ $square } (або Кр/{ $square }). Раніше за нього на дошку не можна ставити нічого.
# unused: $polish (the move in the reader's letters)
korpalski-nothing-to-capture = На { $square } нічого бити: без знака взяття цей хід — { $san }.
korpalski-no-piece-drop = На дошці у вас немає { $piece ->
    [king] короля
    [queen] ферзя
    [rook] тури
    [bishop] слона
    [knight] коня
   *[pawn] пішака
}; щоб виставити з резерву: { $drop }.
korpalski-capture-empty = На { $square } нічого бити.
korpalski-promotion-question = Якою фігурою з вашої в'язниці стане пішак: { $options }? Додайте її літеру, напр. ={ $letter }.
korpalski-no-castling = У шахах Корпальського немає рокіровки.
korpalski-king-dropped-already = Ваш король уже на дошці: його виставляють лише раз.
korpalski-none-left = У вас більше немає { $piece ->
    [king] короля
    [queen] ферзя
    [rook] тури
    [bishop] слона
    [knight] коня
   *[pawn] пішака
} для виставлення. Ваш резерв: { $reserve }.
korpalski-occupied = Поле { $square } зайняте: виставляти можна лише на порожнє поле.
korpalski-pawn-ranks = Пішаків не можна виставляти на 1-шу і 8-му горизонталі.
korpalski-king-next-to-king = Вашого короля не можна виставити на { $square }: це поруч із королем суперника.
korpalski-drop-gives-check = Виставлення не може давати шах: { $piece ->
    [king] король
    [queen] ферзь
    [rook] тура
    [bishop] слон
    [knight] кінь
   *[pawn] пішак
} на { $square } атакуватиме { $color ->
    [white] білого
   *[black] чорного
} короля.
korpalski-king-in-check-on = На { $square } ваш король був би під шахом.
korpalski-drop-does-not-stop = Вам шах, і { $piece ->
    [king] король
    [queen] ферзь
    [rook] тура
    [bishop] слон
    [knight] кінь
   *[pawn] пішак
} на { $square } від нього не захищає.
korpalski-en-passant-too-late = Бити пішака { $square } на проході вже пізно: це можна лише одразу після того, як він пішов на два поля.
korpalski-en-passant-no-double-step = На проході можна бити лише пішака, який щойно пішов на два поля; пішак { $square } так не ходив.
korpalski-prison-lacks = У вашій в'язниці немає { $piece ->
    [king] короля
    [queen] ферзя
    [rook] тури
    [bishop] слона
    [knight] коня
   *[pawn] пішака
}. На вибір: { $choices } (напр. ={ $letter }).
korpalski-list-or = { $items } або { $last }
korpalski-piece-queen = ферзь
korpalski-piece-rook = тура
korpalski-piece-bishop = слон
korpalski-piece-knight = кінь
korpalski-prison-empty = Пішак не може піти на останню горизонталь: у вашій в'язниці немає ні ферзя, ні тури, ні слона, ні коня для перетворення.
korpalski-leaves-king-in-check = Після { $move } ваш король лишився б під шахом.
korpalski-move-does-not-stop = Вам шах, і { $move } від нього не захищає.
korpalski-agree-draw-one = Нічия за згодою можлива лише тоді, коли обом гравцям уже нічого виставляти; { $seat } ще мають що виставити. Вимагати нічию зараз теж не можна: для цього потрібне триразове повторення або по 50 ходів без взяття, ходу пішаком чи виставлення.
korpalski-agree-draw-both = Нічия за згодою можлива лише тоді, коли обом гравцям уже нічого виставляти; обидва гравці ще мають що виставити. Вимагати нічию зараз теж не можна: для цього потрібне триразове повторення або по 50 ходів без взяття, ходу пішаком чи виставлення.
korpalski-claimed-repetition = Нічия: триразове повторення; її вимагали { $seat }.
korpalski-claimed-fifty = Нічия за правилом 50 ходів; її вимагали { $seat }.
korpalski-button-claim-draw = Вимагати нічию
korpalski-button-queen = Ферзь
korpalski-button-rook = Тура
korpalski-button-bishop = Слон
korpalski-button-knight = Кінь
korpalski-outcome-checkmate = Мат: перемагають { $winner }.
korpalski-outcome-stalemate = Нічия: пат.
korpalski-outcome-insufficient = Нічия: недостатньо матеріалу.
korpalski-outcome-fivefold = Нічия: п'ятиразове повторення.
korpalski-outcome-seventy-five = Нічия за правилом 75 ходів.
korpalski-status-move = Хід { $n }.
korpalski-status-check = { CAP($seat) } під шахом.
korpalski-status-claim-repetition = Будь-хто з гравців може вимагати нічию через триразове повторення командою /draw.
korpalski-status-claim-fifty = Будь-хто з гравців може вимагати нічию за правилом 50 ходів командою /draw.
korpalski-status-reserves = Резерв { $color ->
    [white] білих
   *[black] чорних
}: { $reserve }; в'язниця: { $prison }
korpalski-label-reserve = Резерв { $color ->
    [white] білих
   *[black] чорних
}
korpalski-label-prison = В'язниця { $color ->
    [white] білих
   *[black] чорних
}
korpalski-no-moves = Ходів ще немає.
korpalski-no-moves-over = Ходів немає.
korpalski-moves-result = Результат: { $score }, { $reason }

korpalski-help =
    Ходи в шахах Корпальського — українськими літерами, англійськими або в польській нотації:
    • Виставлення фігури з резерву: К@e4, п@g2, Кр@c2 (або Кр/c2). Першим ходом ви виставляєте короля.
    • Хід на дошці: Кf3, Фxe5, exd6, e2e4, Тb5:c5.
    • Перетворення — лише на фігуру з вашої власної в'язниці: e8=Ф, a1=К. Без літери бот запропонує можливі фігури кнопками.
    Українські літери: Кр — король, Ф — ферзь, Т — тура, С — слон, К — кінь, п — пішак. Англійські (K, Q, R, B, N, P: Nf3, e8=Q) і польські (K, H, W, G, S, p: S/e4, Wb5:c5) теж годяться.
    Знаки шаху й мату (+ # X) необов'язкові.
    /draw вимагає нічию через триразове повторення чи за правилом 50 ходів, коли це можливо (тоді з'являється кнопка «Вимагати нічию»); інакше пропонує нічию, а це можливо лише тоді, коли обом гравцям уже нічого виставляти.
    /export lang=uk дає запис партії українськими літерами, lang=pl — у польській нотації.

korpalski-rules =
    Шахи Корпальського: шахи, що починаються з порожньої дошки 8×8.
    • У резерві кожного гравця: король, ферзь, 2 тури, 2 слони, 2 коні, 8 пішаків. Кожним ходом ви або ходите фігурою на дошці, або виставляєте фігуру з резерву на порожнє поле. Першим ходом ви виставляєте свого короля. Починають білі.
    • Виставлення не може давати шах, а пішаків не можна виставляти на 1-шу і 8-му горизонталі. Слони можуть стояти на полях будь-якого кольору.
    • Фігури ходять і б'ють як у шахах, зі взяттям на проході; пішак ходить на два поля лише зі своєї другої горизонталі (виставлений теж). Рокіровки немає.
    • Взяті фігури потрапляють до в'язниці свого власника й більше ніколи не виставляються.
    • Пішак може вийти на останню горизонталь, лише якщо у в'язниці його власника є ферзь, тура, слон чи кінь: пішак стає однією з цих фігур, вона залишає в'язницю, а пішак іде туди замість неї (назавжди). Якщо такої фігури немає, пішак туди піти не може, але ці поля все одно атакує.
    • Мат — перемога; від шаху можна також закритися, виставивши фігуру між королем і фігурою, що шахує.
    • Нічия автоматично: пат (немає ні ходу, ні виставлення), недостатньо матеріалу з урахуванням резервів, п'ятиразове повторення, по 75 ходів без взяття, ходу пішаком чи виставлення.
    • Нічия, якої гравець може вимагати через /draw: триразове повторення (з тими самими резервами й в'язницями), по 50 ходів без взяття, ходу пішаком чи виставлення. Нічия за згодою — лише тоді, коли жоден гравець уже не може нічого виставити.

## Kriegspiel

kriegspiel-no-option = У кригшпілі немає параметра «{ $option }». Є лише один параметр: rules=wild16 (типово) або rules=english.
kriegspiel-rules-twice = rules вказано двічі.
kriegspiel-rules-value = rules має бути wild16 або english, а не «{ $value }».
kriegspiel-illegal = Неможливий хід
kriegspiel-no = Ні
kriegspiel-try = Є
kriegspiel-white-moved = Білі зробили хід. Хід чорних.
kriegspiel-black-moved = Чорні зробили хід. Хід білих.
kriegspiel-pawn-captured = Взято пішака на { $square }
kriegspiel-piece-captured = Взято фігуру на { $square }
kriegspiel-check-rank = Шах по горизонталі
kriegspiel-check-file = Шах по вертикалі
kriegspiel-check-long-diagonal = Шах по довгій діагоналі
kriegspiel-check-short-diagonal = Шах по короткій діагоналі
kriegspiel-check-knight = Шах конем
kriegspiel-pawn-tries = { $n ->
    [one] { $n } взяття пішаком
    [few] { $n } взяття пішаком
   *[many] { $n } взять пішаком
}
kriegspiel-checkmate = Мат
kriegspiel-stalemate = Пат
kriegspiel-end-insufficient = Нічия: недостатньо матеріалу
kriegspiel-end-threefold = Нічия: триразове повторення
kriegspiel-end-fifty = Нічия за правилом 50 ходів
kriegspiel-outcome-checkmate = Мат: перемагають { $winner }.
kriegspiel-outcome-stalemate = Нічия: пат.
kriegspiel-outcome-insufficient = Нічия: недостатньо матеріалу.
kriegspiel-outcome-threefold = Нічия: триразове повторення.
kriegspiel-outcome-fifty = Нічия за правилом 50 ходів.
kriegspiel-outcome-bare-king = Нічия: { $loser } не вклалися в час, але { $winner } лишилися з самим королем.
kriegspiel-must-capture = Відповідь була «Є»: наступною спробою ви мусите бити пішаком (пішак іде по діагоналі).
kriegspiel-unknown-command = /{ $name } у кригшпілі не використовується.
kriegspiel-any-wild16 = /any є лише в правилах english. У wild16 суддя після кожного ходу оголошує кількість можливих взять пішаком.
kriegspiel-any-not-your-turn = Питати /any може лише той, чий зараз хід.
kriegspiel-asked-already-try = Ви вже питали на цьому ходу; відповідь була «Є».
kriegspiel-asked-already-no = Ви вже питали на цьому ходу; відповідь була «Ні».
kriegspiel-asks-any = { CAP($seat) } питають: «Є взяття?»
kriegspiel-button-any = Є взяття?
kriegspiel-chess-moves-only = Ходи в кригшпілі — звичайні шахові ходи, напр. e2e4, Кf3, O-O.
kriegspiel-promotion-slip = «{ $text }» — не хід: літеру перетворення пишуть лише для пішака, що виходить на останню горизонталь (напр. { $example }).
kriegspiel-which-one-single = Який саме хід: { $move }?
kriegspiel-which-one = Який саме хід: { $list } чи { $last }?
kriegspiel-position-hidden = Позицію приховано до кінця партії.
kriegspiel-status-move = Хід { $n }.
kriegspiel-opponent-left = Фігур суперника лишилося: { $n }
kriegspiel-white-left = Фігур білих лишилося: { $n }
kriegspiel-black-left = Фігур чорних лишилося: { $n }
kriegspiel-tries-figure = Взяття пішаком: { $n }
kriegspiel-seat-moved = { CAP($seat) } зробили хід
kriegspiel-seat-moved-said = { CAP($seat) } зробили хід: { $said }
kriegspiel-tried = { CAP($seat) } спробували { $tried }: { $answer }
kriegspiel-seat-no = { CAP($seat) }: Ні
kriegspiel-asks-any-try = { CAP($seat) } питають: «Є взяття?» — «Є»
kriegspiel-asks-any-no = { CAP($seat) } питають: «Є взяття?» — «Ні»
kriegspiel-report-moves = Ходи: { $moves }
kriegspiel-attempts-white = Неможливі спроби білих: { $list }.
kriegspiel-attempts-black = Неможливі спроби чорних: { $list }.
kriegspiel-attempts-white-none = Неможливі спроби білих: немає.
kriegspiel-attempts-black-none = Неможливі спроби чорних: немає.

kriegspiel-help =
    Ходи в кригшпілі пишуть мені в приватний чат, ніколи не в групу:
    • e2e4, g1f3, e7e8ф (без літери пішак стає ферзем) або SAN, що читається за вашою власною дошкою: Кf3, exd5, e8=К, O-O, O-O-O (англійські літери теж годяться: Nf3, e8=N).
    • На неможливу спробу суддя відповідає «Неможливий хід» (чуєте лише ви); пробуйте ще. З rules=english суддя натомість відповідає «Ні», і це чують обидва гравці та група.
    • /any (лише rules=english): чи є взяття пішаком? «Є» або «Ні».
    • /board показує ваші фігури, /moves — те, що вам можна знати, /draw пропонує нічию, /resign — здатися.
    Параметри: rules=wild16 (типово, як на ICC) або rules=english, напр. /new kriegspiel rules=english.

kriegspiel-rules =
    Кригшпіль: шахи, у яких ви бачите лише свої фігури; я — суддя і знаю всю дошку.
    • У свій хід ви пробуєте ходи в нашому приватному чаті. На неможливу спробу я відповідаю «Неможливий хід» (лише вам), і ви пробуєте ще; можливий хід буде зіграно.
    • Після кожного ходу всі чують у такому порядку: «Білі зробили хід. Хід чорних.» (але ніколи — який саме хід), взяття («Взято пішака на d5» / «Взято фігуру на c1»), кожен вид шаху (по горизонталі, по вертикалі, по довгій діагоналі, по короткій діагоналі, конем), кількість можливих взять пішаком у сторони, що ходить, і кінець партії: мат, пат або нічия через недостатність матеріалу, триразове повторення чи правило 50 ходів — усе визначається автоматично.
    • Перетворення й рокіровку не оголошують.
    • rules=english: кількість взять пішаком не оголошують; натомість /any питає, чи є взяття пішаком («Є» або «Ні», чують обидва), і після «Є» ваша наступна спроба мусить бути взяттям пішаком. На неможливі спроби обом відповідають «Ні».
    • Наприкінці всі бачать усю дошку, запис партії та всі неможливі спроби.

## Playing: moves, resignation, draws, claims

play-still-waiting = Партія #{ $id } досі чекає на другого гравця.
play-aborted = Партію #{ $id } скасовано.
play-you-left = Ви вийшли з групи, тож більше не можете грати партію #{ $id }.
play-send-privately-once = Ходи в партії { $game } надсилайте мені в приватний чат, ніколи не сюди: тут їх бачили б усі. Кнопка відкриває чат (кажу це один раз).
play-waits-for-private-chats = Партія #{ $id } чекає, поки обидва гравці відкриють зі мною приватний чат (посилання є в групі). Тоді надішліть хід ще раз.
play-not-your-turn = Зараз не ваш хід: ходить { $player }.
play-not-your-turn-in = Зараз не ваш хід у партії { $game }: ходить { $player }.
play-no-talk-kriegspiel = Під час партії в кригшпіль гравці не розмовляють: говорить лише суддя.
play-say-hint = Щоб надіслати це суперникові ({ $opponent }), напишіть /say { $text }
play-not-started-waiting = Партія ще не почалася: вона чекає на другого гравця.
play-command-not-used = У грі «{ $game }» немає команди /{ $command }.
unknown-command = Я не знаю команди /{ $command }. /help — усе, що я розумію.
play-only-asker = Відповісти на це питання може лише { $name }.
play-only-asker-unknown = Відповісти на це питання може лише інший гравець.
play-nobody-joined-abort = Ще ніхто не приєднався: /abort скасує партію.
button-yes-resign = Так, здаюся
button-no = Ні
button-accept-draw = Прийняти нічию
play-resign-question = { $player }, здатися в партії «{ $game }»?
play-not-resigned = Ви не здалися: грайте далі.
play-resigns = { $player } здається.
play-not-started = Партія ще не почалася.
play-claims-draw = { $player } вимагає нічиєї.
play-draw-offered-already = Ви вже запропонували нічию; { $opponent } може прийняти її через /draw.
play-accepts-draw = { $player } приймає нічию.
play-offers-draw = { $player } пропонує нічию в партії «{ $game }». { $opponent }: /draw — прийняти, хід — відхилити.
play-draw-offer-sent = Ви пропонуєте нічию. { $opponent } може прийняти її або відхилити ходом.
play-draw-offered = { $player } пропонує нічию: /draw — прийняти, хід — відхилити.
play-claim-nothing-time-limit = Нема чого вимагати: { $opponent } ще в грі, а в партії #{ $id } є власний контроль часу.
play-claim-nothing-yet = Нема чого вимагати: { $opponent } ще в грі; ви зможете вимагати перемогу, якщо суперник мовчатиме ще { $left }.
play-claim-nothing = Нема чого вимагати: { $opponent } ще в грі.
outcome-opponent-left = Перемога: { $winner } — { $opponent } вже не в групі.
outcome-opponent-silent = Перемога: { $winner } — { $opponent } не ходить уже 30 днів.
play-claims-win = { $player } заявляє про перемогу.
say-usage = /say TEXT надсилає TEXT вашому суперникові, напр. /say успіхів!
say-played-in = Партія #{ $id } іде в групі «{ $place }»: спілкуйтеся там.
say-played-in-its-group = Партія #{ $id } іде у своїй групі: спілкуйтеся там.
say-no-talk-kriegspiel = Під час партії в кригшпіль гравці не розмовляють: говорить лише суддя. /say знову запрацює, коли партія закінчиться.
say-nobody-joined = До цієї партії ще ніхто не приєднався.
say-to-bot = { $bot } не листується: він лише робить свої ходи.
say-relayed = 💬 { $player }: { $text }
    ({ $game } — відповісти: /say)
say-sent = Надіслано: { $name }.
say-not-opened = У { $name } ще немає приватного чату зі мною, тож я не можу це передати.

## Finding a game by name

find-game-which = Яка гра? { $list }
find-game-unknown = Невідома гра «{ $name }». { $list }
find-game-ambiguous = «{ $name }» може означати кілька ігор. { $list }
new-example = Приклад: /new opok size=7

## Boards, moves, records and lists of games

view-position-hidden = Позицію приховано до кінця партії: кожен гравець бачить свої фігури в приватному чаті зі мною.
view-waiting = Чекаємо на другого гравця.
view-moves = { $game }: зроблені ходи
view-moves-none = { $game }: ходів ще немає.
view-record-secret = Запис партії таємний до її кінця: /moves показує те, що вам можна знати.
view-record-in-private = Глядачам я надсилаю записи в приватний чат: відкрийте його кнопкою й попросіть ще раз.
view-no-positions = У партії «{ $game }» ще немає позицій для показу.
replay-caption-so-far = { $game }: партія на цей момент, { $n ->
    [one] { $n } позиція
    [few] { $n } позиції
   *[many] { $n } позицій
}
view-record-file = { $game }: запис партії ({ $file })
view-no-games-here = Тут немає поточних партій. /new GAME — почати нову.
view-games-here = Партії тут:
    { $list }
view-your-games = Ваші партії:
    { $list }
    /switch N — ходи, які ви пишете тут, підуть у партію N.
view-switched = Обрано партію #{ $id }: ходи, які ви пишете тут, підуть у неї.
view-switch-usage-none = /switch N приймає номер однієї з ваших партій. У вас немає поточних партій.
view-switch-usage = /switch N приймає номер однієї з ваших партій. Ваші партії:
    { $list }
list-vs = проти { $player }
list-line = { $game } { $opponent } — { $state }
list-line-in = { $game } у «{ $place }» { $opponent } — { $state }
list-waiting-code = чекає на другого гравця (код запрошення { $code })
list-waiting-join = чекає на другого гравця (/join #{ $id })
list-waiting = чекає на другого гравця
list-your-move = ваш хід
list-your-move-left = ваш хід, лишилося { $left }
list-their-move = ходить { $player }
list-their-move-left = ходить { $player }, лишилося { $left }
list-over = завершена

## Exchange Chess

exchange-help =
    Ходи в обмінних шахах:
    • Перший хід білих: король у кут, напр. Кр@a1. Чорний король сам стає в протилежний кут.
    • Виставлення з резерву: Т@c3 (або Т/c3), Ф@…, С@…, К@… (ніколи поруч із королем і ніколи з шахом)
    • Взяття: Тxc5, b2xc5 або b2c5.
    • Обмін місцями двох ваших фігур, коли одна атакує іншу: b2<>d4 або swap b2 d4.
    • Перехід коня на порожнє поле, яке атакує інший ваш кінь: Кc3e4, c3e4 або Кe4, коли туди може піти лише один кінь.
    Англійські літери (K, Q, R, B, N: Rxc5) теж годяться. /draw пропонує або приймає нічию.
    Параметр: size=N — дошка N×N, N від 4 до 12 (типово 6), напр. /new exchange size=8.
exchange-rules =
    Обмінні шахи на дошці N×N (типово 6×6), без пішаків.
    • У кожного гравця король і в резерві по q ферзів, тур, слонів і коней, q = ⌊⌊N²/4⌋/2⌋ (5×5: по 3, 6×6: по 4, 8×8: по 8).
    • Білі ставлять короля в будь-який кут; чорний король стає в протилежний. Королі ніколи не ходять і не б'ють.
    • Далі, починаючи з білих, хід — це одне з:
      1. виставлення фігури з резерву на порожнє поле, не поруч із жодним королем і без нападу на ворожого короля (перший хід після королів — завжди виставлення);
      2. взяття звичайним шаховим ходом (фігури ходять лише для того, щоб бити);
      3. обмін місцями двох ваших фігур (не короля), коли одна атакує поле іншої;
      4. перехід коня на порожнє поле, яке атакує інший ваш кінь.
    • Шах не обов'язково відбивати: можна лишати свого короля під ударом, а взяття й обміни можуть атакувати ворожого короля.
    • Взяття ворожого короля — перемога. Гравець, у якого в свій хід немає можливого ходу, програє. Нічия — за згодою або після 20 ходів кожного гравця без взять і виставлень.
exchange-no-option = В обмінних шахах немає параметра «{ $key }». Єдиний параметр — size=N, N від { $min } до { $max } (крім color= і days=).
exchange-did-you-mean = Можливо, ви мали на увазі size={ $size }?
exchange-size-twice = size вказано двічі.
exchange-bad-size = size має бути цілим числом від { $min } до { $max }, а не «{ $value }».
exchange-played = { $n }{ $dots } { CAP($seat) }: { $san } — { $what }
exchange-says-king-auto = { $color ->
    [white] білий
   *[black] чорний
} король сам стає в протилежний кут.
exchange-says-king = король стає на { $square }.
exchange-says-drop = на { $square } стає { $piece ->
    [king] король
    [queen] ферзь
    [rook] тура
    [bishop] слон
    [knight] кінь
    [pawn] пішак
    [dragon] дракон
   *[piece] фігура
}.
exchange-says-swap = { $piece ->
    [king] король
    [queen] ферзь
    [rook] тура
    [bishop] слон
    [knight] кінь
    [pawn] пішак
    [dragon] дракон
   *[piece] фігура
} на { $from } і { $other ->
    [king] король
    [queen] ферзь
    [rook] тура
    [bishop] слон
    [knight] кінь
    [pawn] пішак
    [dragon] дракон
   *[piece] фігура
} на { $to } міняються місцями.
exchange-says-takes-king = { $piece ->
    [king] король
    [queen] ферзь
    [rook] тура
    [bishop] слон
    [knight] кінь
    [pawn] пішак
    [dragon] дракон
   *[piece] фігура
} на { $from } бере { $color ->
    [white] білого
   *[black] чорного
} короля!
exchange-says-takes = { $piece ->
    [king] король
    [queen] ферзь
    [rook] тура
    [bishop] слон
    [knight] кінь
    [pawn] пішак
    [dragon] дракон
   *[piece] фігура
} на { $from } бере { $other ->
    [king] короля
    [queen] ферзя
    [rook] туру
    [bishop] слона
    [knight] коня
    [pawn] пішака
    [dragon] дракона
   *[piece] фігуру
} на { $to }.
exchange-says-step = кінь переходить з { $from } на { $to }.
exchange-check = Шах: { $color ->
    [white] білий
   *[black] чорний
} король на { $square } під ударом.
exchange-no-legal-move = { CAP($seat) } не мають можливих ходів.
exchange-wins-king = { CAP($seat) } перемагають, взявши короля.
exchange-wins-no-move = Перемагають { $winner }: { $seat } не мають можливих ходів.
exchange-draw-quiet = Нічия: кожен гравець зробив { $n ->
    [one] { $n } хід
    [few] { $n } ходи
   *[many] { $n } ходів
} без взять і виставлень.
exchange-reserve-label = Резерв { $color ->
    [white] білих
   *[black] чорних
}
exchange-king-on = Король на { $square }
exchange-move-number = Хід { $n }.
exchange-place-king = Білі ставлять короля в кут.
exchange-figures = { CAP($seat) }: у резерві { $n } ({ $counts }), на дошці { $board }
exchange-figures-empty = { CAP($seat) }: резерв порожній, на дошці { $board }
exchange-quiet = Без взять і виставлень: { $n ->
    [one] { $n } напівхід
    [few] { $n } напівходи
   *[many] { $n } напівходів
} (ходів у кожного: { $moves }); нічия настає після { $limit ->
    [one] { $limit } ходу
   *[many] { $limit } ходів
} у кожного.
exchange-result = Результат: { $score }, { $reason }
exchange-forms = Ходи записують так: Ф@c3 (виставлення), Тxc5 (взяття), b2<>d4 (обмін) або Кc3e4 (перехід коня).
exchange-or = { $list } або { $last }
exchange-two-moves = «{ $text }» містить більше ніж один хід: пишіть по одному ходу.
exchange-type-a-move = Напишіть хід, будь ласка.
exchange-not-a-move = «{ $text }» — не хід.
exchange-place-king-first = Спершу поставте короля в кут: { $corners }.
exchange-king-on-corner = Король ставиться в кут: { $corners }.
exchange-not-a-square = «{ $text }» — не поле: дошка { $n }×{ $n }, вертикалі a–{ $last }, горизонталі 1–{ $n }.
exchange-not-a-piece = «{ $letter }» — тут не фігура: фігури — Ф, Т, С, К і король Кр.
exchange-no-such-square = На цій дошці { $n }×{ $n } немає поля { $square }.
exchange-first-is-drop = Перший хід після королів — виставлення.
exchange-first-is-drop-eg = Перший хід після королів — виставлення, напр. { $example }.
exchange-no-men = У вас немає фігур на дошці: виставте фігуру з резерву.
exchange-no-men-eg = У вас немає фігур на дошці: виставте фігуру з резерву, напр. { $example }.
exchange-no-castling = В обмінних шахах немає рокіровки.
exchange-no-pawns-drop = В обмінних шахах немає пішаків: виставте ферзя, туру, слона чи коня.
exchange-no-pawns-drop-eg = В обмінних шахах немає пішаків: виставте ферзя, туру, слона чи коня, напр. { $example }.
exchange-kings-placed = Королі вже на дошці, а королі ніколи не ходять.
exchange-none-left = У вашому резерві більше немає { $piece ->
    [king] короля
    [queen] ферзя
    [rook] тури
    [bishop] слона
    [knight] коня
    [pawn] пішака
    [dragon] дракона
   *[piece] фігури
}. Ваш резерв: { $reserve }.
exchange-reserve-empty = Ваш резерв порожній: бийте, міняйте фігури місцями або переводьте коня.
exchange-drop-on-own = Поле { $square } зайняте: там стоїть { $piece ->
    [king] ваш король
    [queen] ваш ферзь
    [rook] ваша тура
    [bishop] ваш слон
    [knight] ваш кінь
    [pawn] ваш пішак
    [dragon] ваш дракон
   *[piece] ваша фігура
}.
exchange-drop-on-enemy = Поле { $square } зайняте: там стоїть { $piece ->
    [king] король
    [queen] ферзь
    [rook] тура
    [bishop] слон
    [knight] кінь
    [pawn] пішак
    [dragon] дракон
   *[piece] фігура
} { $color ->
    [white] білих
   *[black] чорних
}.
exchange-next-to-king = Поле { $square } поруч із { $color ->
    [white] білим
   *[black] чорним
} королем на { $king }: на поля навколо короля нічого не можна виставляти.
exchange-drop-gives-check = { $piece ->
    [king] Король
    [queen] Ферзь
    [rook] Тура
    [bishop] Слон
    [knight] Кінь
    [pawn] Пішак
    [dragon] Дракон
   *[piece] Фігура
} на { $square } атакуватиме { $color ->
    [white] білого
   *[black] чорного
} короля на { $king }: виставлення не може давати шах.
exchange-cannot-drop = { $piece ->
    [king] Короля
    [queen] Ферзя
    [rook] Туру
    [bishop] Слона
    [knight] Коня
    [pawn] Пішака
    [dragon] Дракона
   *[piece] Фігуру
} не можна виставити на { $square }.
exchange-swap-same = Для обміну потрібні два різні поля.
exchange-swap-empty = Поле { $square } порожнє: обмін міняє місцями дві ваші власні фігури.
exchange-swap-not-yours = На { $square } стоїть { $piece ->
    [king] король
    [queen] ферзь
    [rook] тура
    [bishop] слон
    [knight] кінь
    [pawn] пішак
    [dragon] дракон
   *[piece] фігура
} суперника: обмін міняє місцями дві ваші власні фігури.
exchange-swap-king = Король на { $square } ніколи не ходить, тож не може мінятися місцями.
exchange-swap-no-attack = Ні { $piece ->
    [king] король
    [queen] ферзь
    [rook] тура
    [bishop] слон
    [knight] кінь
    [pawn] пішак
    [dragon] дракон
   *[piece] фігура
} на { $from }, ні { $other ->
    [king] король
    [queen] ферзь
    [rook] тура
    [bishop] слон
    [knight] кінь
    [pawn] пішак
    [dragon] дракон
   *[piece] фігура
} на { $to } не атакує поле іншої фігури, тож помінятися місцями вони не можуть.
exchange-no-pawns-name = В обмінних шахах немає пішаків: назвіть фігуру ({ $piece }) або її поле ({ $square }).
exchange-no-pawns-name-drop = В обмінних шахах немає пішаків: назвіть фігуру ({ $piece }) або її поле ({ $square }) чи виставте фігуру: { $example }.
exchange-kings-never-move = Королі ніколи не ходять і не б'ють.
exchange-no-piece = На { $square } немає фігури.
exchange-not-yours = На { $square } стоїть { $piece ->
    [king] король
    [queen] ферзь
    [rook] тура
    [bishop] слон
    [knight] кінь
    [pawn] пішак
    [dragon] дракон
   *[piece] фігура
} суперника, а не ваша фігура.
exchange-other-piece = На { $square } стоїть { $piece ->
    [king] король
    [queen] ферзь
    [rook] тура
    [bishop] слон
    [knight] кінь
    [pawn] пішак
    [dragon] дракон
   *[piece] фігура
}, а не { $named ->
    [king] король
    [queen] ферзь
    [rook] тура
    [bishop] слон
    [knight] кінь
    [pawn] пішак
    [dragon] дракон
   *[piece] фігура
}.
exchange-none-on-file = У вас немає { $piece ->
    [king] короля
    [queen] ферзя
    [rook] тури
    [bishop] слона
    [knight] коня
    [pawn] пішака
    [dragon] дракона
   *[piece] фігури
} на вертикалі { $file }.
exchange-none-on-rank = У вас немає { $piece ->
    [king] короля
    [queen] ферзя
    [rook] тури
    [bishop] слона
    [knight] коня
    [pawn] пішака
    [dragon] дракона
   *[piece] фігури
} на горизонталі { $rank }.
exchange-none-on-board = У вас немає { $piece ->
    [king] короля
    [queen] ферзя
    [rook] тури
    [bishop] слона
    [knight] коня
    [pawn] пішака
    [dragon] дракона
   *[piece] фігури
} на дошці.
exchange-drop-instead = Щоб виставити фігуру з резерву, напишіть { $example }.
exchange-holds-own = На { $square } стоїть { $piece ->
    [king] ваш король
    [queen] ваш ферзь
    [rook] ваша тура
    [bishop] ваш слон
    [knight] ваш кінь
    [pawn] ваш пішак
    [dragon] ваш дракон
   *[piece] ваша фігура
}: фігури ходять лише для того, щоб бити.
exchange-swap-instead = Щоб поміняти їх місцями, напишіть { $example }.
exchange-does-not-attack = { $piece ->
    [king] Король
    [queen] Ферзь
    [rook] Тура
    [bishop] Слон
    [knight] Кінь
    [pawn] Пішак
    [dragon] Дракон
   *[piece] Фігура
} на { $from } не атакує { $other ->
    [king] короля
    [queen] ферзя
    [rook] туру
    [bishop] слона
    [knight] коня
    [pawn] пішака
    [dragon] дракона
   *[piece] фігуру
} на { $to }, тож бити не може.
exchange-none-attacks = { $piece ->
    [king] Жоден ваш король
    [queen] Жоден ваш ферзь
    [rook] Жодна ваша тура
    [bishop] Жоден ваш слон
    [knight] Жоден ваш кінь
    [pawn] Жоден ваш пішак
    [dragon] Жоден ваш дракон
   *[piece] Жодна ваша фігура
} не атакує { $other ->
    [king] короля
    [queen] ферзя
    [rook] туру
    [bishop] слона
    [knight] коня
    [pawn] пішака
    [dragon] дракона
   *[piece] фігуру
} на { $to }, тож бити нічим.
exchange-knight-cannot-jump = Кінь з { $from } не може стрибнути на { $to }.
exchange-no-knight-jumps = Жоден ваш кінь не може стрибнути на { $to }.
exchange-no-second-knight = Жоден інший ваш кінь не атакує { $to }: кінь переходить лише на порожнє поле, яке атакує інший ваш кінь.
exchange-empty-target = Поле { $square } порожнє: фігури ходять лише для того, щоб бити (а кінь може перейти туди, куди б'є інший ваш кінь).
exchange-put-instead = Щоб поставити туди { $piece ->
    [king] короля
    [queen] ферзя
    [rook] туру
    [bishop] слона
    [knight] коня
    [pawn] пішака
    [dragon] дракона
   *[piece] фігуру
} з резерву, напишіть { $example }.
exchange-which-one = Який саме хід: { $choices }?

## Pictures

picture-key-player = { CAP($seat) }: { $name }

## Chpok
# Слова правил Шпока (seed 000): мішень, колл, рейз, домашній ряд,
# надзвичайні функції, рядок і стовпець, клітинка, рокірування,
# новонароджений пішак, видалити фігуру, напівхід, претензія на нічию чи
# перемогу (див. GLOSSARY.md). Ключові слова команд (/bid white raise 2,
# castle, remove, pass, назви функцій) лишаються як є: їх пишуть гравці.

chpok-help = Шпок: спершу фаза торгів, потім фаза дошки.
    Торги (спершу претендент, далі по черзі), ставки на чотири мішені:
    • /bid TARGET call — колл: внести на мішень стільки фішок, скільки вам бракує до суперника. Колл на «Хто грає білими» (white) чи «Контроль часу» (time) віддає результат жеребу; на «Домашній ряд» (row) чи «Надзвичайні функції» (x) повертає стандартні.
    • /bid TARGET raise C [VALUE] — рейз: внести C фішок, щонайменше на одну більше, ніж вам бракує, і задати результат.
    Мішені: white (хто зробить рейз, грає білими), time (M+S, напр. 10+5), row (домашній ряд латинськими літерами, напр. RNBQKBNR, хоча б один K), x (надзвичайні функції, напр. width=10 koth -pass points=1,0,0,2,3,4,0; default скидає все).
    Надзвичайні функції: width=6…10, limit=10…888, undo=0…5, points=P,N,B,R,Q,K,D, castles=0…5, koth, kingsrun, cruelkings, superqueen, bishopstep, pawnsback, newborn, remove, pass, nokingpromo, noep.
    Ходи: e2e4, e4, Кf3, Дxe6 (Д — дракон), exd6, e8=Ф або e7e8ф, рокірування e1h1 чи castle e1 h1, O-O, O-O-O; з надзвичайними функціями: п@e2 (новонароджений пішак), remove e4 (видалити свою фігуру), pass (пропуск ходу); /undo. Англійські літери (Nf3, e8=Q) теж годяться.
    Параметри: /new chpok chips=N (1…99, типово 15), clocks=off (зовсім без годинника).
chpok-rules = Шпок: торги, потім шахоподібна фаза дошки з підрахунком очок.
    • Торги: у кожного гравця 15 фішок, і гравці по черзі роблять ставки на чотири мішені: хто грає білими, контроль часу, домашній ряд, надзвичайні функції. Колл вносить на мішень стільки ж фішок, скільки суперник («Хто грає білими» і «Контроль часу» тоді визначає жереб, «Домашній ряд» і «Надзвичайні функції» повертаються до стандартних); рейз вносить більше й задає результат. Гравця без фішок пропускають; гравець із фішками, але без можливої ставки, втрачає їх. Годинник торгів стартує зі 100 с, за кожну ставку додає 100 с (20 с, коли в суперника немає фішок), щонайбільше 200 с; хто вичерпав час, програє партію.
    • Дошка: 8 рядків × 6…10 стовпців; рядок 2 заповнений пішаками, рядок 1 — домашній ряд (хоча б один король), у чорних дзеркально. Фігури ходять як у шахах, зі взяттям на проході; дракон стрибає на дві клітинки по прямій або ходить на одну по діагоналі. Шах не обов'язково відбивати: королів беруть, як будь-яку фігуру. Пішаки перетворюються на Кр, Ф, Т, С, Д чи К. Рокірування: король і тура в домашньому ряду з порожніми клітинками між ними (сусідні міняються місцями), одне за партію.
    • Очки: +1000 за кожного взятого короля суперника; +1…+4 за завершення ходу в рядку 5…8, рахуючи від свого домашнього ряду; необов'язкові очки за фігури; −5000 за вичерпання часу.
    • Партія закінчується, коли гравець здається, взято останнього короля однієї зі сторін, вичерпано час, досягнуто ліміту ходів, або за претензією на нічию чи перемогу: після кожного ходу чорних, починаючи з 20-го, якщо за останні 20 ходів різниця очок була 0 — нічия, а якщо одна сторона веде й різниця за ці ходи жодного разу не зменшилася на її шкоду — ця сторона перемагає. Інакше перемагає той, у кого більше очок.
    • Надзвичайні функції (мішень x): width=6…10 стовпців; limit=L ходів кожному; undo=N повернень ходу кожному; points=P,N,B,R,Q,K,D — додаткові очки за хід залежно від фігури, що ходила; castles=M рокірувань за партію; koth, «Король гори» (ваш король у центрі дошки суперника завершує партію, +1000 за кожного його короля); kingsrun, «Королі біжать» (те саме за домашній ряд суперника); cruelkings, «Жорстокі королі» (королі можуть бити власні фігури); superqueen (ферзь ще й ходить, як кінь); bishopstep (слон у кутовій клітинці може ступити на сусідню); pawnsback, «Пішаки назад» (на порожню клітинку); newborn, «Новонароджені пішаки» (один раз: новонароджений пішак у домашньому ряду чи в ряду пішаків, п@e2); remove (замість ходу видалити власну фігуру, remove e4); pass (пропуск ходу); nokingpromo (без перетворення на короля); noep (без взяття на проході).

chpok-option-twice = { $option } вказано двічі.
chpok-number-range = { $key } має бути цілим числом від { $lo } до { $hi }, а не «{ $value }».
chpok-clocks-on-off = clocks буває on або off (clocks=off вимикає всі годинники), а не «{ $value }».
chpok-no-color-option = У Шпоку немає параметра color=: колір розігрують на торгах (мішень «Хто грає білими», white).
chpok-no-days-option = У Шпоку немає параметра days=: у нього власний годинник (мішень «Контроль часу», time); clocks=off його вимикає.
chpok-unknown-option = У Шпоку немає параметра «{ $option }». Параметри: chips=N (1…{ $max }, типово { $default }), clocks=off.
chpok-opening-live = Наживо: годинник торгів по { $seconds } с кожному (хто вичерпає час, програє), потім годинник фази дошки, розіграний на торгах (мішень «Контроль часу»). Для гри за листуванням без годинника: /new chpok clocks=off.
chpok-opening-correspondence = За листуванням (clocks=off): без годинника ні в торгах, ні на дошці. Для живої гри з годинником: /new chpok.

chpok-bid-syntax = /bid TARGET call (колл) або /bid TARGET raise CHIPS [VALUE] (рейз). Мішені: white («Хто грає білими»: хто зробить рейз, грає білими), time («Контроль часу», VALUE — M+S, напр. 10+5), row («Домашній ряд», VALUE — напр. RNBQKBNR), x («Надзвичайні функції», VALUE — напр. width=10 koth -pass)
chpok-how-to-bid = Як робити ставки: { chpok-bid-syntax }.
chpok-not-a-target = «{ $word }» — не мішень: white, time, row або x. { chpok-bid-syntax }.
chpok-board-after-bidding = Фаза дошки починається після торгів. Ставки: { chpok-bid-syntax }.
chpok-bidding-over-board-decides = Торги закінчено: тепер усе вирішує дошка.
chpok-not-your-turn-to-bid = Зараз не ваша черга ставити: ставить { $seat }.
chpok-call-or-raise = Колл чи рейз на мішень { $target ->
        [white] «Хто грає білими»
        [time] «Контроль часу»
        [row] «Домашній ряд»
       *[x] «Надзвичайні функції»
    }? /bid { $target } call або /bid { $target } raise CHIPS [VALUE].
chpok-call-no-value-random = Колл не задає результату (/bid { $target } call): результат визначить жереб. Щоб задати його, робіть рейз.
chpok-call-no-value-row = Колл не задає результату (/bid row call): він повертає стандартний домашній ряд. Щоб задати його, робіть рейз.
chpok-call-no-value-x = Колл не задає результату (/bid x call): він повертає стандартні надзвичайні функції. Щоб задати їх, робіть рейз.
chpok-how-many-chips = Скільки фішок? /bid { $target } raise CHIPS [VALUE], напр. /bid { $target } raise 1.
chpok-not-a-number-of-chips = «{ $word }» — не кількість фішок: /bid { $target } raise CHIPS [VALUE].
chpok-neither-call-nor-raise = «{ $word }» — ні колл (call), ні рейз (raise): /bid { $target } call або /bid { $target } raise CHIPS [VALUE].
chpok-ask-time = Рейз на мішень «Контроль часу» на { $chips ->
    [one] { $chips } фішку
    [few] { $chips } фішки
   *[many] { $chips } фішок
}: який контроль часу? Натисніть кнопку або напишіть /bid time raise { $chips } M+S.
chpok-ask-row = Рейз на мішень «Домашній ряд» на { $chips ->
    [one] { $chips } фішку
    [few] { $chips } фішки
   *[many] { $chips } фішок
}: який домашній ряд? Натисніть кнопку або напишіть /bid row raise { $chips } ROW.
chpok-ask-x = Рейз на мішень «Надзвичайні функції» на { $chips ->
    [one] { $chips } фішку
    [few] { $chips } фішки
   *[many] { $chips } фішок
}: як змінити надзвичайні функції? Натисніть кнопку або напишіть /bid x raise { $chips } FEATURES.
chpok-cannot-call = Колл на мішень { $target ->
        [white] «Хто грає білими»
        [time] «Контроль часу»
        [row] «Домашній ряд»
       *[x] «Надзвичайні функції»
    } неможливий: ви там не відстаєте ({ $mine } проти { $theirs }). Зробіть рейз: /bid { $target } raise { $min }.
chpok-calling-takes = Колл на мішень { $target ->
        [white] «Хто грає білими»
        [time] «Контроль часу»
        [row] «Домашній ряд»
       *[x] «Надзвичайні функції»
    } коштує { $chips ->
    [one] { $chips } фішку
    [few] { $chips } фішки
   *[many] { $chips } фішок
}; у вас { $have ->
    [one] { $have } фішка
    [few] { $have } фішки
   *[many] { $have } фішок
}.
chpok-raise-needs = Для рейзу на мішень { $target ->
        [white] «Хто грає білими»
        [time] «Контроль часу»
        [row] «Домашній ряд»
       *[x] «Надзвичайні функції»
    } потрібно щонайменше { $chips ->
    [one] { $chips } фішка
    [few] { $chips } фішки
   *[many] { $chips } фішок
}.
chpok-raise-needs-behind = Для рейзу на мішень { $target ->
        [white] «Хто грає білими»
        [time] «Контроль часу»
        [row] «Домашній ряд»
       *[x] «Надзвичайні функції»
    } потрібно щонайменше { $chips ->
    [one] { $chips } фішка
    [few] { $chips } фішки
   *[many] { $chips } фішок
} (ви відстаєте на { $behind ->
    [one] { $behind } фішку
    [few] { $behind } фішки
   *[many] { $behind } фішок
}).
chpok-only-chips-left = У вас лише { $chips ->
    [one] { $chips } фішка
    [few] { $chips } фішки
   *[many] { $chips } фішок
}.
chpok-white-takes-no-value = Мішень «Хто грає білими» не має результату, який можна задати: хто робить рейз, той грає білими. /bid white raise CHIPS.
chpok-calls-white = { CAP($who) } робить колл на мішень «Хто грає білими» ({ $chips ->
    [one] { $chips } фішка
    [few] { $chips } фішки
   *[many] { $chips } фішок
}); за жеребом білими грає { $seat }.
chpok-calls-time = { CAP($who) } робить колл на мішень «Контроль часу» ({ $chips ->
    [one] { $chips } фішка
    [few] { $chips } фішки
   *[many] { $chips } фішок
}); за жеребом — { $time }.
chpok-calls-row = { CAP($who) } робить колл на мішень «Домашній ряд» ({ $chips ->
    [one] { $chips } фішка
    [few] { $chips } фішки
   *[many] { $chips } фішок
}); повертається стандартний домашній ряд.
chpok-calls-x = { CAP($who) } робить колл на мішень «Надзвичайні функції» ({ $chips ->
    [one] { $chips } фішка
    [few] { $chips } фішки
   *[many] { $chips } фішок
}); усі X-функції вимкнено.
chpok-raises-white = { CAP($who) } робить рейз на мішень «Хто грає білими» ({ $chips ->
    [one] { $chips } фішка
    [few] { $chips } фішки
   *[many] { $chips } фішок
}): { $who } грає білими.
chpok-raises = { CAP($who) } робить рейз на мішень { $target ->
        [white] «Хто грає білими»
        [time] «Контроль часу»
        [row] «Домашній ряд»
       *[x] «Надзвичайні функції»
    } ({ $chips ->
    [one] { $chips } фішка
    [few] { $chips } фішки
   *[many] { $chips } фішок
}): { $value }.
chpok-no-chips-bids-again = { CAP($out) } без фішок: { $seat } ставить знову.
chpok-forfeits = { CAP($seat) } не має можливої ставки й втрачає { $chips ->
    [one] { $chips } фішку
    [few] { $chips } фішки
   *[many] { $chips } фішок
}.
chpok-bidding-over = Торги закінчено.
chpok-nobody-bid-white = На мішень «Хто грає білими» ніхто не ставив: за жеребом білими грає { $seat }.
chpok-no-time-set = На мішень «Контроль часу» ніхто не ставив: за жеребом — { $time }.
chpok-row-does-not-fit = Домашній ряд { $row } не підходить до ширини { $width }: буде стандартний ряд { $standard }.
chpok-settled = Білими грає { $white }, чорними — { $black }. Час { $time }. Домашній ряд { $row }. Надзвичайні функції: { $features }.
chpok-settled-no-clocks = Білими грає { $white }, чорними — { $black }. Без годинника. Домашній ряд { $row }. Надзвичайні функції: { $features }.
chpok-value-plays-white = { $seat } грає білими
chpok-value-random = випадково
chpok-value-row-standard = { $row } (стандартний)
chpok-value-row-unfit = { $row } (не підходить до ширини { $width }: буде стандартний ряд)
chpok-value-all-defaults = усі X-функції вимкнено
chpok-value-drawn-white = за жеребом білими грає { $seat }
chpok-value-drawn-time = за жеребом — { $time }
chpok-value-back-standard-row = повернено стандартний домашній ряд
chpok-value-back-defaults = усі X-функції вимкнено
chpok-bid-line-forfeit = { CAP($seat) } втрачає { $chips } (немає можливої ставки)
chpok-bid-line-call = { CAP($seat) }: колл на { $target ->
        [white] «Білі»
        [time] «Час»
        [row] «Ряд»
       *[x] «Функції»
    } ({ $chips }) — { $value }
chpok-bid-line-raise = { CAP($seat) }: рейз { $chips } на { $target ->
        [white] «Білі»
        [time] «Час»
        [row] «Ряд»
       *[x] «Функції»
    } — { $value }
chpok-button-call = { $target ->
        [white] Білі
        [time] Час
        [row] Ряд
       *[x] Функції
    }: колл { $chips }
chpok-button-raise = { $target ->
        [white] Білі
        [time] Час
        [row] Ряд
       *[x] Функції
    }: рейз { $chips }

chpok-table-head = {"      "}Прет.  Суп. результат
chpok-table-white = { $head }{ $seat } — білі
chpok-table-random = { $head }жереб
chpok-table-random-no-clocks = { $head }жереб (без годинника)
chpok-table-time-no-clocks = { $head }{ $time } (без годинника)
chpok-table-row-standard = { $head }{ $row } (стандарт)
chpok-table-row-unfit = { $head }{ $row } (не підходить
    { $pad }до ширини { $width }: буде
    { $pad }стандартний ряд)
chpok-table-row-unfit-long = { $head }{ $row } (не
    { $pad }підходить до ширини
    { $pad }{ $width }: буде
    { $pad }стандартний ряд)
chpok-table-x-default = { $head }усе вимкнено
chpok-table-chips = фішки{ $a }{ $b } лишилося
chpok-table-clock = час  { $a }{ $b } на ставку

chpok-not-your-turn = Зараз не ваш хід: ходять { $color }.
chpok-pass-off = Пропускати хід у цій партії не можна (функцію pass вимкнено).
chpok-not-a-promotion = «{ $letter }» — не фігура: пішак перетворюється на { $pieces }.
chpok-or = { $items } або { $last }
chpok-castling-off = Рокірування в цій партії заборонене (castles=0).
chpok-no-castlings-left = У вас не лишилося рокірувань ({ $n } за партію).
chpok-remove-off = Видаляти власні фігури в цій партії не можна (функцію remove вимкнено).
chpok-remove-which = Яку фігуру видалити? remove SQUARE, напр. remove e4.
chpok-remove-not-a-square = «{ $word }» — не клітинка цієї дошки: remove SQUARE, напр. remove e4.
chpok-remove-not-yours = Фігура на { $square } не ваша.
chpok-remove-empty = На { $square } немає фігури.
chpok-castle-kings = Для { $castle } потрібен рівно один король у вашому домашньому ряду (у вас там { $n }): краще назвіть клітинки.
chpok-castle-kings-example = Для { $castle } потрібен рівно один король у вашому домашньому ряду (у вас там { $n }): краще назвіть клітинки, напр. castle { $king } { $rook }.
chpok-castle-rooks = Для { $castle } потрібна рівно одна тура з того боку від вашого короля (у вас { $n }): краще назвіть клітинки, напр. castle { $king } { $rook }.
chpok-castle-no-rook = { $castle }: у вас немає тури з того боку від короля в домашньому ряду.
chpok-which-one = Який саме хід: { $moves }?
chpok-newborn-off = Новонароджені пішаки в цій партії заборонені (функцію newborn вимкнено).
chpok-newborn-used = Ви вже оголосили свого новонародженого пішака (один за партію).
chpok-no-new-piece = Не можна поставити на дошку { $piece ->
        [king] нового короля
        [queen] нового ферзя
        [rook] нову туру
        [bishop] нового слона
        [knight] нового коня
        [dragon] нового дракона
       *[pawn] ще одного пішака
    }: лише новонародженого пішака, п@e2, коли ввімкнено функцію newborn.
chpok-newborn-where = Новонароджений пішак з'являється на порожній клітинці вашого домашнього ряду або ряду пішаків.
chpok-en-passant-off = Взяття на проході в цій партії вимкнено (noep): пішак бере лише фігуру на клітинці, куди ходить.
chpok-no-castling-there = Тут рокірування немає: король і тура мають обидва стояти у вашому домашньому ряду лише з порожніми клітинками між ними.
chpok-undo-off = Повертати ходи в цій партії не можна (undo=0).
chpok-undos-used-up = Ви використали всі повернення ходу ({ $n } за партію).
chpok-no-move-to-undo = Ви ще не зробили ходу, який можна повернути.
chpok-nothing-to-undo = Нема чого повертати: /undo повертає ходи фази дошки, а не ставки.
chpok-undo-one = { CAP($color) } повертають свій останній хід (використано повернень: { $used } з { $allowed }).
chpok-undo-two = { CAP($color) } повертають свій останній хід і відповідь (використано повернень: { $used } з { $allowed }).
chpok-undo-more = { CAP($color) } повертають свій останній хід і { $plies ->
    [one] { $plies } напівхід
    [few] { $plies } напівходи
   *[many] { $plies } напівходів
} після нього (використано повернень: { $used } з { $allowed }).
chpok-command-not-used = /{ $name } у Шпоку не використовується.
chpok-ran-out-of-time = Час вичерпано: { $seat }.
chpok-ply = { $number }. { CAP($color) }: { $text } — { $score }.
chpok-auto-pass = пропуск (немає ходу)
chpok-move-pass = пропуск ходу
chpok-move-remove = видалено фігуру на { $square }
chpok-move-castle = рокірування { $king } { $rook }
chpok-score-zero = 0 очок
chpok-score = +{ $total } ({ $parts })
chpok-score-king = король +{ $points }
chpok-score-rank = рядок { $rank } +{ $points }
chpok-score-piece = фігура +{ $points }
chpok-score-hill = центр +{ $points }
chpok-score-home-row = домашній ряд +{ $points }
chpok-score-removed-king = { $color } +{ $points } (видалений король)
chpok-king-takes-own = Король бере { $piece ->
        [king] власного короля
        [queen] власного ферзя
        [rook] власну туру
        [bishop] власного слона
        [knight] власного коня
        [dragon] власного дракона
       *[pawn] власного пішака
    }.
chpok-kings-left = { CAP($color) } мають ще { $n ->
        [one] { $n } короля
        [few] { $n } королі
       *[many] { $n } королів
    }.
chpok-nothing-to-do = { CAP($color) } не мають ходу й пропускають.
chpok-neither-can-move = Жоден гравець не може ходити.
chpok-button-pass = Пропуск ходу
chpok-button-promote = { $piece ->
        [king] Король
        [queen] Ферзь
        [rook] Тура
        [bishop] Слон
        [knight] Кінь
        [dragon] Дракон
       *[pawn] Пішак
    }

chpok-outcome-white = Білі перемагають за очками, { $white } проти { $black }: { $why }.
chpok-outcome-black = Чорні перемагають за очками, { $black } проти { $white }: { $why }.
chpok-outcome-draw = Нічия за очками, у кожного { $points }: { $why }.
chpok-why-last-king = взято останнього { $color ->
        [white] білого
       *[black] чорного
    } короля
chpok-why-removed-last-king = { $color } видалили свого останнього короля
chpok-why-hill = { $color ->
        [white] білий
       *[black] чорний
    } король вийшов у центр
chpok-why-run = { $color ->
        [white] білий король дійшов до домашнього ряду чорних
       *[black] чорний король дійшов до домашнього ряду білих
    }
chpok-why-claim-draw = претензія на нічию: після кожного з останніх { $n ->
        [one] { $n } ходу
       *[many] { $n } ходів
    } чорних очки були рівні
chpok-why-claim-lead = претензія на перемогу: перевага { $color ->
        [white] білих
       *[black] чорних
    } не зменшилася за останні { $n ->
        [one] { $n } хід
        [few] { $n } ходи
       *[many] { $n } ходів
    } чорних
chpok-why-limit = кожен гравець вичерпав ліміт ходів ({ $n })
chpok-why-time = { $color } вичерпали час (−{ $penalty })
chpok-why-stuck = жоден гравець не може ходити
chpok-outcome-resignation = { CAP($winner) } перемагають: суперник визнав себе переможеним (очки: білі { $white }, чорні { $black }).
chpok-outcome-resigned-bidding = { CAP($winner) } перемагає: { $loser } визнав себе переможеним під час торгів.
chpok-outcome-bidding-clock = { CAP($winner) } перемагає: { $loser } вичерпав час на торгах.
chpok-no-agreed-draws = У Шпоку немає нічиєї за згодою: вирішують очки (нічия буває при рівних очках або за претензією на нічию).

chpok-points = Очки: білі { $white }, чорні { $black }.
chpok-points-label = Очки: білі { $white }, чорні { $black }
chpok-clocks = Годинник: білі { $white }, чорні { $black }.
chpok-move-of-limit = Хід { $n } з { $limit }.
chpok-move-of-limit-label = Хід { $n } з { $limit }
chpok-terms-clocks = Годинник { $time }: білі { $white }, чорні { $black }
chpok-terms-no-clocks = Без годинника
chpok-terms-clocks-sentence = Годинник { $time }: білі { $white }, чорні { $black }.
chpok-terms-clocks-wrapped = Годинник { $time }: білі { $white }, чорні
    {"  "}{ $black }.
chpok-terms-no-clocks-sentence = Без годинника.
chpok-terms-features = Надзвичайні функції: { $list }
chpok-sides-head = {"                 "}білі  чорні
chpok-sides-points = очки          { $white }{ $black }
chpok-sides-castlings = ще рокірувань { $white }{ $black }
chpok-sides-undos = ще повернень  { $white }{ $black }
chpok-sides-newborn-unused-unused = новонароджений      є      є
chpok-sides-newborn-unused-used = новонароджений      є   нема
chpok-sides-newborn-used-unused = новонароджений   нема      є
chpok-sides-newborn-used-used = новонароджений   нема   нема

chpok-time-syntax = Контроль часу записують як M+S: 1…180 хвилин кожному гравцю плюс 0…60 бонусних секунд за кожен хід, напр. 10+5; «{ $value }» не підходить.
chpok-row-bad-piece = «{ $letter }» — не фігура для домашнього ряду: пишіть латинськими K Q R B N D P, напр. { $example }.
chpok-row-length = Домашній ряд має містити рівно { $width ->
    [one] { $width } фігуру
    [few] { $width } фігури
   *[many] { $width } фігур
} (зараз ширина { $width }), а не { $n }: напр. { $example }.
chpok-row-no-king = Домашній ряд має містити принаймні одного короля (K).
chpok-features-syntax = width=6…10, limit=10…888, undo=0…5, points=P,N,B,R,Q,K,D (кожне 0…9), castles=0…5, koth, kingsrun, cruelkings, superqueen, bishopstep, pawnsback, newborn, remove, pass, nokingpromo, noep (-назва вимикає функцію або повертає її до стандартної; default скидає все)
chpok-which-features = Які надзвичайні функції? { chpok-features-syntax }.
chpok-unknown-feature = Невідома функція «{ $word }». Надзвичайні функції: { chpok-features-syntax }.
chpok-needs-value = { $key } потребує значення: { $key }={ $lo }…{ $hi }.
chpok-on-or-off = { $key } буває лише ввімкненою або вимкненою ({ $key }, -{ $key }), а не «{ $value }».
chpok-points-help = points приймає сім чисел 0…9 для пішака, коня, слона, тури, ферзя, короля й дракона, напр. points=1,0,0,2,3,4,0.
chpok-points-count = points приймає сім чисел 0…9 для пішака, коня, слона, тури, ферзя, короля й дракона, напр. points=1,0,0,2,3,4,0; у «{ $value }» { $n ->
    [one] { $n } число
    [few] { $n } числа
   *[many] { $n } чисел
}.
chpok-points-digit = points приймає сім чисел 0…9 для пішака, коня, слона, тури, ферзя, короля й дракона, напр. points=1,0,0,2,3,4,0; «{ $value }» — не 0…9.

## Options of a new game, joining, private chats, aborting, leaving

new-one-open-already = Ваша партія #{ $id } тут досі чекає на другого гравця. Дочекайтеся його або спершу /abort #{ $id }.
new-bad-color = color має бути white, black або random, а не «{ $value }».
new-bad-days = days має бути цілим числом від 1 до 14, а не «{ $value }».
new-bad-rated = rated має бути yes або no, а не «{ $value }».
new-bad-vs = Єдиний суперник, якого я можу посадити за дошку, — vs=bot, а не «{ $value }».
new-bad-level = level має бути цілим числом від 1 до 5, а не «{ $value }».
new-level-without-bot = level= — для гри проти мене: /new GAME vs=bot level=3.
new-bot-plays = { $game }: { $bot } (рівень { $level }) — { $seat }. { $players }
join-both-taken = Обидва місця зайняті.
join-no-such-code = Немає партії з кодом запрошення «{ $code }». Перевірте код або попросіть друга надіслати нове посилання.
join-no-such-game = Тут немає партії #{ $id }, до якої можна приєднатися.
join-usage = Надішліть /join CODE з кодом запрошення, який отримав ваш друг, або відкрийте його посилання-запрошення.
join-none-waiting = Тут жодна партія не чекає на гравця. Почніть нову: /new GAME.
join-which = Тут на гравця чекають кілька партій; /join #N — приєднатися до однієї:
    { $list }
join-already = Ви вже граєте в партії #{ $id }.
join-own-game = Партія #{ $id } — ваша: приєднатися до неї має інший учасник групи (/join або кнопка «Приєднатися»).
join-in-private = Це запрошення до партії, яку грають у приватних чатах: кнопка приєднує до неї там (або надішліть мені /join { $code } у приватний чат).
button-join-privately = Приєднатися в приватному чаті
button-open-private = Відкрити наш приватний чат
private-chat-needed = { $players }: вашу дошку я можу показувати лише в нашому приватному чаті. Відкрийте { $link } і натисніть «Почати»; партія #{ $id } чекає на вас.
private-chat-ready = { $player } на зв'язку: партія #{ $id } триває.
abort-not-yours = Скасувати партію може лише той, хто її створив (або адміністратор групи).
abort-started = Партія вже почалася: ходи зроблено. /resign — здатися.
abort-started-draw = Партія вже почалася: ходи зроблено. /resign — здатися або /draw — запропонувати нічию.
abort-done = { $player } скасовує партію «{ $game }».
abort-done-admin = { $player } (адміністратор) скасовує партію «{ $game }».
left-closed = Партію «{ $game }» закрито: { $player } вже не в групі.
left-claim = { $player } вже не в групі, тож партію «{ $game }» продовжити не вийде. { $opponent }: /claim — забрати перемогу.
button-claim-win = Забрати перемогу
bot-removed = Мене видалили з групи «{ $group }», тож партія «{ $game }» там закінчилася без результату.

## Ratings: /stats, /top, /history

count-games = { $n ->
    [one] { $n } партія
    [few] { $n } партії
   *[many] { $n } партій
}
stats-usage = /stats [@user] [GAME]: напр. /stats, /stats opok або /stats @bob korpalski.
stats-unknown-user = Я не знаю { $name }: цей гравець ще тут не грав.
stats-none = У { $name } ще немає рейтингових партій.
stats-none-of-game = У { $name } ще немає рейтингових партій у грі «{ $game }».
stats-heading = { $name }: рейтингові партії
stats-rating = { $game }: { $rating } (відхилення { $deviation })
stats-record = { $games ->
    [one] { $games } партія
    [few] { $games } партії
   *[many] { $games } партій
}: { $wins ->
    [one] { $wins } перемога
    [few] { $wins } перемоги
   *[many] { $wins } перемог
}, { $draws ->
    [one] { $draws } нічия
    [few] { $draws } нічиї
   *[many] { $draws } нічиїх
}, { $losses ->
    [one] { $losses } поразка
    [few] { $losses } поразки
   *[many] { $losses } поразок
}. Серія: { $streak }.
stats-streak-none = немає
stats-streak-wins = { $n ->
    [one] { $n } перемога
    [few] { $n } перемоги
   *[many] { $n } перемог
}
stats-streak-losses = { $n ->
    [one] { $n } поразка
    [few] { $n } поразки
   *[many] { $n } поразок
}
stats-best-win = Найкраща перемога: { $opponent } ({ $rating }), #{ $id }.
top-heading = Найкращі гравці
top-heading-group = Найкращі гравці групи «{ $group }»
top-none = Рейтингових партій ще не було.
top-none-here = Тут ще не було рейтингових партій.
top-none-of-game = Рейтингових партій у грі «{ $game }» ще не було.
top-none-of-game-here = Тут ще не було рейтингових партій у грі «{ $game }».
history-usage = /history N показує ваші останні N завершених партій (від 1 до { $max }), напр. /history 5.
history-none = { $name }: завершених партій ще немає.
history-none-here = { $name }: завершених партій тут ще немає.
history-heading = { $name }: ваші останні завершені партії
history-heading-here = { $name }: ваші останні завершені партії тут
history-won = перемога { $score }
history-drew = нічия { $score }
history-lost = поразка { $score }
history-ended = завершена { $score }
history-friendly = товариська
history-not-rated = без рейтингу
history-line = #{ $id } { $game } проти { $opponent }: { $result }, { $rating } · /export #{ $id } · /export gif #{ $id }
button-record = Запис #{ $id }
button-replay = Повтор #{ $id }

## Timers and failures

timer-closed-nobody = Партію «{ $game }» закрито: ніхто не приєднався.
timer-silent = { $player } не ходить у партії «{ $game }» уже 30 днів. { $opponent }: /claim — забрати перемогу, або чекайте далі.
timer-reminder = Нагадування: { $player }, ваш хід у партії «{ $game }» — лишилося { $left }.
timer-reminder-private = Нагадування: ваш хід — лишилося { $left }.
sorry = Вибачте, у мене щось пішло не так; нічого не змінено. Спробуйте ще раз.
join-full = У партії #{ $id } уже є обидва гравці.
timer-out-of-time = { $player }: час вичерпано.

## Players the bot cannot reach

unreachable = Я не можу писати { $name } ({ $why }), тож повідомлення партії #{ $id } не доходять. Партія триває. { $name }: відкрийте { $link } і натисніть «Почати», щоб знову отримувати її повідомлення; /board показує позицію.
unreachable-blocked = мене заблоковано
unreachable-deleted = акаунт видалено
unreachable-not-started = чат зі мною ще не розпочато
stats-bot-heading = { $name } проти { $bot } (без рейтингу)
stats-bot-record = { $game }, рівень { $level }: { $wins ->
    [one] { $wins } перемога
    [few] { $wins } перемоги
   *[many] { $wins } перемог
}, { $draws ->
    [one] { $draws } нічия
    [few] { $draws } нічиї
   *[many] { $draws } нічиїх
}, { $losses ->
    [one] { $losses } поразка
    [few] { $losses } поразки
   *[many] { $losses } поразок
}

## The chess kernel: moves that are not moves

list-or = { $init } або { $last }
chess-type-a-move = Напишіть хід, будь ласка.
chess-not-a-move = «{ $text }» — не хід.
chess-not-a-square = «{ $text }» — не поле.
chess-trailing-words = «{ $extra }» після { $moved } — не частина ходу: надішліть лише хід.
chess-not-a-piece = «{ $letter }» — тут не фігура.
chess-off-board = На цій дошці немає поля { $square }.
chess-no-such-piece = У вас немає { $piece ->
    [king] короля
    [queen] ферзя
    [rook] тури
    [bishop] слона
    [knight] коня
    [pawn] пішака
    [dragon] дракона
   *[piece] фігури
}.
chess-no-such-piece-on = У вас немає { $piece ->
    [king] короля
    [queen] ферзя
    [rook] тури
    [bishop] слона
    [knight] коня
    [pawn] пішака
    [dragon] дракона
   *[piece] фігури
} на { $from }.
chess-not-in-reserve = У вас немає { $piece ->
    [king] короля
    [queen] ферзя
    [rook] тури
    [bishop] слона
    [knight] коня
    [pawn] пішака
    [dragon] дракона
   *[piece] фігури
} для виставлення.
chess-no-legal-move = Немає можливого ходу: { $what }.
chess-which-one = Який саме хід: { $moves }?
chess-promotion-missing = На яку фігуру перетворити пішака: { $pieces }? Наприклад, { $example }.
chess-promotion-not-allowed = Тут пішак не може перетворитися на { $piece ->
    [king] короля
    [queen] ферзя
    [rook] туру
    [bishop] слона
    [knight] коня
    [pawn] пішака
    [dragon] дракона
   *[piece] фігуру
}.
chess-what-drop = виставлення { $piece ->
    [king] короля
    [queen] ферзя
    [rook] тури
    [bishop] слона
    [knight] коня
    [pawn] пішака
    [dragon] дракона
   *[piece] фігури
} на { $to }
chess-what-swap = ці фігури не можуть помінятися місцями
chess-what-castling = рокіровка
chess-what-to = { $piece ->
    [king] король
    [queen] ферзь
    [rook] тура
    [bishop] слон
    [knight] кінь
    [pawn] пішак
    [dragon] дракон
   *[piece] фігура
} на { $to }
chess-what-from-to = { $piece ->
    [king] король
    [queen] ферзь
    [rook] тура
    [bishop] слон
    [knight] кінь
    [pawn] пішак
    [dragon] дракон
   *[piece] фігура
} з { $from } на { $to }
chess-what-square-to = з { $from } на { $to }
chess-from-file = вертикалі { $file }
chess-from-pawn-file = вертикалі { $file }
chess-from-rank = горизонталі { $rank }

## The web board (a Telegram Mini App, issue 31)

web-open-board = Відкрити дошку
web-private-game = Це приватна гра: її дошку бачать лише гравці.
web-waiting = Чекаємо на другого гравця.
web-game-over = Гру #{ $id } завершено.
web-not-a-move = «{ $text }» — не хід у цій грі.
web-open-private-chat = Спершу відкрийте особистий чат із ботом: { $link }
web-no-game = Такої гри немає: посилання застаріле або з помилкою.
web-loading = Завантаження…
web-your-move = Ваш хід.
web-how-many = Скільки шашок?
web-promote-to = Перетворити на:
web-pass = Пас
web-remove = Зняти
web-offer-draw = Запропонувати нічию
web-accept-draw = Прийняти нічию
web-resign = Здатися
web-resign-confirm = Здатися в цій грі?
web-yes = Так
web-cancel = Скасувати
web-moves = Ходи
web-type-move = Введіть хід
web-send = Надіслати
web-watching = Ви спостерігаєте за цією грою.
web-hidden = Кожен гравець бачить лише свої фігури.
web-who = Хто ви? (ім’я користувача консолі)
web-enter = Відкрити
web-no-link = Немає гри для показу: відкрийте дошку з повідомлення гри.
web-offline = Зв’язок утрачено; пробуємо знову…
web-bad-auth = Telegram не підтвердив, хто ви: відкрийте дошку знову з повідомлення бота.
