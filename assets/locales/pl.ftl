# Komunikaty boardbota po polsku.

## Counts

count-moves = { $n ->
    [one] { $n } ruch
    [few] { $n } ruchy
   *[many] { $n } ruchów
}

## Moves in the players' letters

piece-letter = { $piece ->
    [king] K
    [queen] H
    [rook] W
    [bishop] G
    [knight] S
    [dragon] D
   *[pawn] p
}
piece-letter-lower = { $piece ->
    [king] k
    [queen] h
    [rook] w
    [bishop] g
    [knight] s
    [dragon] d
   *[pawn] p
}

move-letter-two-ways = „{ $letter }” można odczytać na dwa sposoby. Który ruch: { $moves } czy { $last }?

## Language

language-current = Język: { $name }.
language-name = po polsku
language-menu-private = Piszę do ciebie { $name }. Wybierz język:
language-menu-group = W tej grupie piszę { $name }. Administrator może zmienić język:
language-set-private = Gotowe: od teraz piszę do ciebie po polsku.
language-set-group = Gotowe: od teraz piszę w tej grupie po polsku.
language-admins-only = Język grupy może zmienić tylko jej administrator.
language-unknown = Nie znam języka „{ $code }”. Wybierz jeden z: { $list }.

## Seats

seat-white = białe
seat-black = czarne
seat-challenger = pretendent
seat-opponent = przeciwnik
seat-first = pierwszy
seat-second = drugi

## The games' names

chpok-title = Szpok
korpalski-title = Szachy Korpalskiego
kriegspiel-title = Kriegspiel
opok-title = Opok
exchange-title = Szachy wymienne
game-and-name = { $title } ({ $name })

## Boards and turns

versus = { $first } przeciw { $second }
turn = Ruch: { $player }.
turn-time-left = Ruch: { $player }, pozostały czas: { $left }.
header-opponent = { $game } przeciw { $opponent }
ratings-change = Rankingi: { $first }, { $second }
replay-caption = { $game }: cała partia, { $n ->
    [one] { $n } pozycja
    [few] { $n } pozycje
   *[many] { $n } pozycji
}
button-offer-draw = Zaproponuj remis
button-resign = Poddaj się

## Durations

duration-days-hours = { $d ->
    [one] { $d } dzień
    [few] { $d } dni
   *[many] { $d } dni
} { $h } h
duration-hours-minutes = { $h } h { $m } min
duration-minutes-seconds = { $m } min { $s } s
duration-seconds = { $s } s

## Greeting and help

greeting = Cześć! Prowadzę korespondencyjne gry planszowe: { $games }.
help-games = Gry: { $games }.
help-new-group = /new GAME [key=value …] — otwórz partię w tej grupie; wszyscy tutaj mogą ją oglądać
help-join-group = /join — zajmij wolne miejsce (lub naciśnij „Dołącz”)
help-new-private = /new GAME [key=value …] — zacznij partię i dostań link z zaproszeniem dla znajomego
help-join-private = /join CODE — dołącz do partii znajomego, podając jego kod zaproszenia
help-vs-bot = /new GAME vs=bot [level=1…5] — zagraj ze mną (poziom 3, jeśli nie wybierzesz innego)
help-board = /board — pokaż planszę jeszcze raz (/board text — jako tekst)
help-moves = /moves — dotychczasowe ruchy; /export — zapis partii jako plik; /export gif — jej animowana powtórka
help-games-group = /games — partie tej grupy
help-games-private = /games — twoje partie; /switch N — przejdź w tym czacie do partii N
help-say = /say TEXT — wyślij wiadomość przeciwnikowi
help-draw-resign = /draw — zaproponuj lub przyjmij remis; /resign — poddaj się (z potwierdzeniem)
help-claim = /claim — odbierz zwycięstwo, gdy przeciwnik odszedł lub milczy od 30 dni
help-abort-group = /abort — anuluj partię, w której nikt jeszcze nie wykonał ruchu (administratorzy grupy: dowolną)
help-abort-private = /abort — anuluj partię, w której nikt jeszcze nie wykonał ruchu
help-top-group = /top [GAME] — gracze tej grupy z najwyższym rankingiem; /stats [@user] [GAME] — ranking i wyniki
help-top-private = /top [GAME] — gracze z najwyższym rankingiem; /stats [@user] [GAME] — ranking i wyniki
help-history-group = /history [N] — twoje ostatnie zakończone partie tutaj, z zapisami
help-history-private = /history [N] — twoje ostatnie zakończone partie, z zapisami
help-rules = /rules GAME — zasady w skrócie; /help GAME — zapis ruchów i opcje gry
help-language = /language — wybierz język, w którym piszę (English, українська, polski, русский)
help-options = Opcje dla { $games }: color=white|black|random, days=N (1–14 dni na ruch).
help-game-options = Opcje każdej gry: rated=no (partia towarzyska, bez rankingu), vs=bot [level=1…5] (gra ze mną).
help-game-options-full = Opcje każdej gry: color=white|black|random, days=N (1–14 dni na ruch), rated=no (partia towarzyska, bez rankingu), vs=bot [level=1…5] (gra ze mną).
help-rated = Partie między dwiema osobami są rankingowe (Glicko-2, osobno dla każdej gry; ? oznacza ranking tymczasowy); rated=no — partia towarzyska.
help-typing-group = Wpisuj ruchy jako zwykłe wiadomości. Odpowiadam tylko na wiadomości, które wyglądają jak ruch, więc można swobodnie rozmawiać. Komendy przyjmują #N — numer partii; ruch też (#3 Sf3). Możesz też odpowiedzieć na wiadomość z planszą partii.
help-typing-private = Wpisuj ruchy jako zwykłe wiadomości. Komendy dotyczące partii przyjmują #N — jej numer.

## The games' own commands (GameCommand::about)

command-bid = Szpok: licytacja, np. /bid white raise 2
command-undo = Szpok: cofnij ruch, jeśli gra na to pozwala
command-any = Kriegspiel: zapytaj „Są bicia?” (czy jakiś pionek może bić)

## Telegram's command menus

menu-start = Powitanie i pomoc; z kodem zaproszenia — dołączenie do partii
menu-new-private = Zacznij partię i dostań link z zaproszeniem: /new opok
menu-join-private = Dołącz do partii znajomego: /join CODE
menu-games = Twoje partie i czyj jest ruch
menu-switch = Przejdź w tym czacie do partii N: /switch N
menu-board = Pokaż planszę jeszcze raz (/board text — jako tekst)
menu-moves = Dotychczasowe ruchy
menu-draw = Zaproponuj lub przyjmij remis
menu-resign = Poddaj partię
menu-export = Zapis partii
menu-abort = Anuluj partię, w której nikt jeszcze nie wykonał ruchu
menu-stats = Ranking i wyniki: /stats [@user] [GAME]
menu-top-private = Gracze z najwyższym rankingiem: /top [GAME]
menu-history-private = Twoje ostatnie zakończone partie: /history [N]
menu-rules = Zasady gry w skrócie: /rules opok
menu-language = Wybierz język
menu-help = Komendy i gry; /help GAME — zapis ruchów gry
menu-new-group = Otwórz partię w tej grupie: /new opok
menu-join-group = Zajmij wolne miejsce
menu-top-group = Gracze tej grupy z najwyższym rankingiem: /top [GAME]
menu-history-group = Twoje ostatnie zakończone partie tutaj: /history [N]

## New games and joining

button-join = Dołącz
new-days-per-move = { $d ->
    [one] { $d } dzień na ruch.
    [few] { $d } dni na ruch.
   *[many] { $d } dni na ruch.
}
new-friendly = Partia towarzyska: bez rankingu.
new-waiting = { $game }: { $players } — czeka na drugiego gracza.{ $more } Wpisz /join lub naciśnij „Dołącz”.
new-created = { $game }: partia utworzona, twoja strona — { $seat }.{ $more }
    Zaproś znajomego: wyślij mu { $link }
    albo niech wpisze /join { $code } w prywatnym czacie ze mną.
join-joins = { $game }: { $player } dołącza ({ $seat }). { $players }

## Every game: results and turns

outcome-resignation = Wygrana: { $winner } (przeciwnik się poddał).
outcome-on-time = Wygrana na czas: { $winner }.
outcome-agreed-draw = Remis za obopólną zgodą.
refusal-game-over = Partia już się zakończyła.
refusal-not-your-turn = Teraz nie twój ruch. Na ruchu: { $seat }.

## Help and rules of a game

rules-which-game = Która gra? /rules GAME, np. /rules opok.
rules-title = { $game } — zasady w skrócie

## Which game a message is for

find-no-such-game = Nie masz tu partii #{ $id }. Twoje partie: /games.
find-which-group = Która partia? Dodaj jej numer, np. #{ $id }:
    { $list }
find-none-here = W tym czacie nie toczy się żadna partia. Zacznij nową: /new GAME.
find-which-private = Która partia? Masz ich kilka:
    { $list }
    Odpowiedz na wiadomość z jej planszą, dodaj #N albo wybierz ją przez /switch N.
find-none-running = Nie masz żadnej trwającej partii. Zacznij nową: /new GAME.
find-not-playing = Nie grasz w tej partii.
find-not-playing-in = Nie grasz w partii { $game }.
find-not-playing-here = Nie grasz tu w żadnej partii:
    { $list }
find-over = Partia #{ $id } zakończona: { $result }, { $reason }
find-over-result = Partia #{ $id } zakończona: { $result }.
find-over-no-result = Partia #{ $id } zakończona bez wyniku.
find-no-game-to-move = Nie masz tu partii, w której możesz wykonać ruch. Zacznij nową: /new GAME — albo zajrzyj do /help.
find-not-a-move-in = „{ $text }” to nie ruch w partii { $game }.
find-not-a-move-anywhere = „{ $text }” to nie ruch w żadnej z twoich partii.
find-say-or-help = /say #N TEXT wysyła wiadomość przeciwnikowi w partii N; /help GAME pokazuje ruchy gry.
find-help = /help GAME pokazuje ruchy gry.
find-help-game = /help { $name } pokazuje ruchy.
find-bot-does-not-chat = { $bot } nie rozmawia: tylko gra. /help { $name } pokazuje ruchy.
find-which-move-private = Do której partii jest ten ruch? Masz ich kilka:
    { $list }
    Odpowiedz na wiadomość z jej planszą, poprzedź ruch #N albo wybierz partię przez /switch N.
find-played-in = { $game }: partia toczy się w grupie „{ $place }”, tam wysyłaj ruchy.
find-played-in-its-group = { $game }: partia toczy się w swojej grupie, tam wysyłaj ruchy.
find-start-another = /new GAME — zacznij nową.
find-not-in-game = Nie grasz tu w partii #{ $id }.
find-not-your-move-anywhere = W żadnej z twoich partii tutaj nie jest teraz twój ruch:
    { $list }
find-which-move-group = Do której partii jest ten ruch? Twój ruch jest tu w kilku partiach:
    { $list }
    Poprzedź ruch #N ({ $example }) albo odpowiedz na wiadomość z planszą partii.

## Opok

opok-help =
    Jak grać w Opok:
    • FROM COUNT TO: zdejmij COUNT pionków ze swojego stosu na polu FROM i przenieś je na puste pole TO, np. a1 3 b3. Bot sam znajdzie ścieżkę o długości dokładnie COUNT kroków.
    • Ścieżka z pól połączonych myślnikami, np. a1-a2-a3-b3: przesuwa się tyle pionków, ile kroków ma ścieżka.
    Co najmniej jeden pionek zawsze zostaje na miejscu. Gracz bez ruchu automatycznie pasuje.
    Opcja: size=N — plansza N×N, N od 5 do 12 (domyślnie 7), np. /new opok size=9.
opok-rules =
    Opok — gra stosami pionków na planszy N×N (domyślnie 7×7).
    • Każdy gracz ma N² pionków, wszystkie w jednym stosie we własnym rogu: pierwszy na a1, drugi w przeciwległym rogu. Zaczyna pierwszy.
    • Ruch: zdejmij k pionków z jednego ze swoich stosów o wysokości h (1 ≤ k ≤ h−1, co najmniej jeden zostaje) i przenieś je jako nowy stos o dokładnie k kroków w pionie lub w poziomie. Ścieżka nie może wchodzić na pola ze stosami ani cofać się od razu na pole, które właśnie opuściła; może przecinać samą siebie. Kończy się na pustym polu.
    • Bicie: od stosu, który przyszedł, spójrz w każdym z czterech kierunków. Ciągły szereg stosów przeciwnika, za którym stoi twój stos, zostaje zbity, jeśli stos, który przyszedł, razem z tym dalszym są wyższe niż cały szereg. Zbite pionki schodzą z gry. Bije tylko gracz wykonujący ruch; stosów w rogach nie da się otoczyć.
    • Gracz bez ruchu pasuje; drugi gra dalej.
    • Gdy żaden gracz nie może wykonać ruchu, wygrywa ten, czyje stosy zajmują więcej pól; przy równej liczbie — remis.
opok-no-option = Gra Opok nie ma opcji „{ $key }”. Opcje: size=N (N od { $min } do { $max }), color=white|black|random, days=N.
opok-size-twice = size podano dwa razy.
opok-bad-size = size musi być liczbą całkowitą od { $min } do { $max }, a nie „{ $value }”.
opok-played = { $n }. { CAP($seat) }: { $mv }
opok-played-captures = { $n }. { CAP($seat) }: { $mv }, zbija { $count ->
    [one] { $count } pionek
    [few] { $count } pionki
   *[many] { $count } pionków
} na { $squares }
opok-passes = { CAP($seat) } nie ma ruchu i pasuje.
opok-neither-can-move = Żaden gracz nie może wykonać ruchu.
opok-wins = { CAP($seat) } wygrywa: { $n ->
    [one] { $n } pole
    [few] { $n } pola
   *[many] { $n } pól
} do { $other }.
opok-draw = Remis: każdy ma { $n ->
    [one] { $n } pole
    [few] { $n } pola
   *[many] { $n } pól
}.
opok-no-draws = W Opok nie ma remisu za zgodą: partia kończy się, gdy żaden gracz nie może wykonać ruchu.
opok-move-number = Ruch { $n }.
opok-figures = { CAP($seat) }: { $squares ->
    [one] { $squares } pole
    [few] { $squares } pola
   *[many] { $squares } pól
}, { $checkers ->
    [one] { $checkers } pionek
    [few] { $checkers } pionki
   *[many] { $checkers } pionków
}
opok-pass = pas
opok-moves-captures = { $mv } (zbija { $count ->
    [one] { $count } pionek
    [few] { $count } pionki
   *[many] { $count } pionków
} na { $squares })
opok-captures = zbija { $count ->
    [one] { $count } pionek
    [few] { $count } pionki
   *[many] { $count } pionków
} na { $squares }
opok-no-moves = Brak ruchów.
opok-no-moves-yet = Na razie nie było ruchów.
opok-result = Wynik: { $score }, { $reason }
opok-syntax = Zapisz ruch jako FROM COUNT TO, np. a1 3 b3 (3 pionki z a1 na b3), albo jako ścieżkę pól, np. a1-a2-a3-b3.
opok-not-a-square = „{ $text }” to nie pole: pola zapisuje się jak a1 lub c5.
opok-off-board = Pola { $square } nie ma na planszy { $n }×{ $n }.
opok-empty-step = W „{ $text }” jest pusty krok. Zapisz ścieżkę jako pola połączone myślnikami, np. a1-a2-a3-b3.
opok-not-a-count = „{ $text }” to nie liczba pionków.
opok-how-many = Ile pionków?
opok-square-alone = Samo pole to jeszcze nie ruch.
opok-not-a-move = „{ $text }” to nie ruch.
opok-path-too-short = Ścieżka musi mieć co najmniej dwa pola, np. a1-a2 lub a1-a2-b2.
opok-no-stack = Na { $square } nie ma stosu.
opok-not-yours = Stos na { $square } nie jest twój: należy do przeciwnika ({ $seat }).
opok-single-checker = Stos na { $square } ma tylko 1 pionek; nie może się ruszyć, bo jeden pionek musi zostać.
opok-count-zero = Musisz przesunąć co najmniej 1 pionek.
opok-too-many = Stos na { $square } ma { $height ->
    [one] { $height } pionek
    [few] { $height } pionki
   *[many] { $height } pionków
}; możesz przesunąć najwyżej { $max }.
opok-must-leave = Pionki muszą opuścić { $square }: ruch kończy się na pustym polu.
opok-target-occupied = Na { $square } stoi stos ({ $seat }); ruch kończy się na pustym polu.
opok-parity-even = Z { $from } do { $to } jest parzysta liczba kroków, więc ruch o dokładnie { $k ->
    [one] { $k } krok
    [few] { $k } kroki
   *[many] { $k } kroków
} nie może się tam skończyć.
opok-parity-odd = Z { $from } do { $to } jest nieparzysta liczba kroków, więc ruch o dokładnie { $k ->
    [one] { $k } krok
    [few] { $k } kroki
   *[many] { $k } kroków
} nie może się tam skończyć.
opok-too-far = { $to } leży { $dist ->
    [one] { $dist } krok
    [few] { $dist } kroki
   *[many] { $dist } kroków
} od { $from }; ruch o { $k ->
    [one] { $k } krok
    [few] { $k } kroki
   *[many] { $k } kroków
} tam nie dotrze.
opok-no-path = Żaden ruch o dokładnie { $k ->
    [one] { $k } krok
    [few] { $k } kroki
   *[many] { $k } kroków
} z { $from } na { $to } nie omija stosów.
opok-path-too-long = Stos na { $square } ma { $height ->
    [one] { $height } pionek
    [few] { $height } pionki
   *[many] { $height } pionków
}; możesz przesunąć najwyżej { $max }, a ścieżka ma { $steps ->
    [one] { $steps } krok
    [few] { $steps } kroki
   *[many] { $steps } kroków
}.
opok-not-a-step = Z { $from } na { $to } to nie jest jeden krok w pionie lub w poziomie.
opok-path-reverses = Ścieżka z { $from } od razu wraca na { $to }; stos nie może cofnąć kroku.
opok-path-returns = Ścieżka wraca na { $square }, gdzie stoi ten stos.
opok-path-blocked = Ścieżka wchodzi na { $square }, gdzie stoi stos ({ $seat }).

## Korpalski Chess
# Słowa zasad Szachów Korpalskiego (seed 001): dostawić / dostawienie,
# rząd, linia przemiany, zbite bierki, stracona figura, ruch nieprawidłowy,
# brak materiału matującego, reguła 50 posunięć, trzecie powstanie
# identycznej pozycji, zażądać remisu (zob. GLOSSARY.md). Ruchy w notacji
# polskiej zasad: K/c2, Wb5:c5, pa2-a1=H.

korpalski-no-option = Szachy Korpalskiego nie mają opcji „{ $option }”. Można podać tylko color=white|black|random i days=N, np. /new korpalski color=black.
# unused: $san (the seed's Polish notation only)
korpalski-played = { $n }{ $dots } { $polish }
# unused: $san
korpalski-notation = { $polish }
korpalski-played-capture = { $move }: zbito { $piece ->
    [king] króla
    [queen] hetmana
    [rook] wieżę
    [bishop] gońca
    [knight] skoczka
   *[pawn] pionka
} { $color ->
    [white] białych
   *[black] czarnych
}.
korpalski-played-promotion = { $move }: promocja na straconą wcześniej figurę — { $piece ->
    [king] króla
   *[queen] hetmana
    [rook] wieżę
    [bishop] gońca
    [knight] skoczka
    [pawn] pionka
} spośród zbitych bierek { $color ->
    [white] białych
   *[black] czarnych
}; pionek trafia na jej miejsce do zbitych.
korpalski-played-capture-promotion = { $move }: zbito { $captured ->
    [king] króla
    [queen] hetmana
    [rook] wieżę
    [bishop] gońca
    [knight] skoczka
   *[pawn] pionka
} { $color ->
    [white] czarnych
   *[black] białych
}; promocja na straconą wcześniej figurę — { $piece ->
    [king] króla
   *[queen] hetmana
    [rook] wieżę
    [bishop] gońca
    [knight] skoczka
    [pawn] pionka
} spośród zbitych bierek { $color ->
    [white] białych
   *[black] czarnych
}; pionek trafia na jej miejsce do zbitych.
korpalski-drop-which = Przed polem podaj, którą bierkę dostawiasz (K, H, W, G, S lub p; także angielskie K, Q, R, B, N, P).
korpalski-drop-which-one = Przed polem podaj, którą bierkę dostawiasz, np. { $example } (K, H, W, G, S lub p; także angielskie K, Q, R, B, N, P).
korpalski-drop-which-two = Przed polem podaj, którą bierkę dostawiasz, np. { $first } lub { $second } (K, H, W, G, S lub p; także angielskie K, Q, R, B, N, P).
korpalski-not-a-move = { $error } Posunięcia zapisuje się tak: S/e4 lub K/c2 (dostawienie), Sf3, exd5, e2e4 albo Wb5:c5.
korpalski-king-first = W pierwszym posunięciu { $color ->
    [white] białe mają
   *[black] czarne mają
} obowiązek dostawić swojego króla: na przykład K/{ $square }. Przed nim nic innego nie może trafić na szachownicę.
# unused: $san (the move in the seed's Polish notation)
korpalski-nothing-to-capture = Na { $square } nie ma czego bić: bez znaku bicia to posunięcie to { $polish }.
korpalski-promotion-question = Na którą straconą wcześniej figurę ma być promowany pionek: { $options }? Dodaj jej literę, np. ={ $letter }.
korpalski-no-castling = W Szachach Korpalskiego roszady się nie wykonuje.
korpalski-king-dropped-already = Twój król już stoi na szachownicy: dostawia się go tylko raz.
korpalski-no-piece-drop = Nie masz na szachownicy { $piece ->
    [king] króla
    [queen] hetmana
    [rook] wieży
    [bishop] gońca
    [knight] skoczka
   *[pawn] pionka
}; dostawienie tej bierki: { $drop }.
korpalski-capture-empty = Na { $square } nie ma czego bić.
korpalski-none-left = Nie masz już { $piece ->
    [king] króla
    [queen] hetmana
    [rook] wieży
    [bishop] gońca
    [knight] skoczka
   *[pawn] pionka
} do dostawienia. Do dostawienia masz: { $reserve }.
korpalski-occupied = Pole { $square } jest zajęte: nie wolno dostawiać bierki na polu zajętym przez inną bierkę.
korpalski-pawn-ranks = Pionków nie wolno dostawiać na 1. i 8. rzędzie.
korpalski-king-next-to-king = Twojego króla nie można dostawić na { $square }: obok króla przeciwnika (król do króla się nie przytula).
korpalski-drop-gives-check = Nie wolno dostawiać bierki z szachem: { $piece ->
    [king] król
    [queen] hetman
    [rook] wieża
    [bishop] goniec
    [knight] skoczek
   *[pawn] pionek
} na { $square } będzie atakować { $color ->
    [white] białego
   *[black] czarnego
} króla.
korpalski-king-in-check-on = Na { $square } twój król stałby pod szachem.
korpalski-drop-does-not-stop = Twój król jest pod szachem, a { $piece ->
    [king] król
    [queen] hetman
    [rook] wieża
    [bishop] goniec
    [knight] skoczek
   *[pawn] pionek
} dostawiony na { $square } go nie zasłania.
korpalski-en-passant-too-late = Na bicie w przelocie pionka na { $square } jest już za późno: można je wykonać tylko bezpośrednio po jego ruchu o 2 pola.
korpalski-en-passant-no-double-step = W przelocie można zbić tylko pionka, który właśnie wykonał ruch o 2 pola; pionek na { $square } tego nie zrobił.
korpalski-prison-lacks = Wśród twoich zbitych bierek nie ma { $piece ->
    [king] króla
    [queen] hetmana
    [rook] wieży
    [bishop] gońca
    [knight] skoczka
   *[pawn] pionka
}, a promocję wykonuje się tylko na straconą wcześniej figurę: { $choices } (np. ={ $letter }).
korpalski-list-or = { $items } lub { $last }
korpalski-piece-queen = hetman
korpalski-piece-rook = wieża
korpalski-piece-bishop = goniec
korpalski-piece-knight = skoczek
korpalski-prison-empty = Pionek nie może wejść na linię przemiany: wśród twoich zbitych bierek nie ma hetmana, wieży, gońca ani skoczka, na którego mógłby zostać promowany.
korpalski-leaves-king-in-check = Po { $move } twój król zostałby pod szachem.
korpalski-move-does-not-stop = Twój król jest pod szachem, a { $move } go nie broni.
korpalski-agree-draw-one = Zgoda na remis jest możliwa dopiero wtedy, gdy obie strony nie mogą już niczego dostawić; { $seat } mają jeszcze bierki do dostawienia. Nie można też teraz zażądać remisu: potrzeba do tego trzeciego powstania identycznej pozycji albo 50 posunięć każdej strony bez bicia, ruchu pionka i dostawienia (reguła 50 posunięć).
korpalski-agree-draw-both = Zgoda na remis jest możliwa dopiero wtedy, gdy obie strony nie mogą już niczego dostawić; obie mają jeszcze bierki do dostawienia. Nie można też teraz zażądać remisu: potrzeba do tego trzeciego powstania identycznej pozycji albo 50 posunięć każdej strony bez bicia, ruchu pionka i dostawienia (reguła 50 posunięć).
korpalski-claimed-repetition = Remis: trzecie powstanie identycznej pozycji; zażądały go { $seat }.
korpalski-claimed-fifty = Remis z tytułu reguły 50 posunięć; zażądały go { $seat }.
korpalski-button-claim-draw = Zażądaj remisu
korpalski-button-queen = Hetman
korpalski-button-rook = Wieża
korpalski-button-bishop = Goniec
korpalski-button-knight = Skoczek
korpalski-outcome-checkmate = Mat: wygrywają { $winner }.
korpalski-outcome-stalemate = Remis: pat.
korpalski-outcome-insufficient = Remis: brak materiału matującego.
korpalski-outcome-fivefold = Remis: piąte powstanie identycznej pozycji.
korpalski-outcome-seventy-five = Remis z tytułu reguły 75 posunięć.
korpalski-status-move = Posunięcie { $n }.
korpalski-status-check = { CAP($seat) } dostały szacha.
korpalski-status-claim-repetition = Każdy z graczy może komendą /draw zażądać remisu: trzecie powstanie identycznej pozycji.
korpalski-status-claim-fifty = Każdy z graczy może komendą /draw zażądać remisu z tytułu reguły 50 posunięć.
korpalski-status-reserves = { $color ->
    [white] Białe
   *[black] Czarne
} do dostawienia: { $reserve }; zbite: { $prison }
korpalski-label-reserve = { $color ->
    [white] Białe
   *[black] Czarne
} do dostawienia
korpalski-label-prison = Zbite { $color ->
    [white] białe
   *[black] czarne
}
korpalski-no-moves = Na razie nie było posunięć.
korpalski-no-moves-over = Brak posunięć.
korpalski-moves-result = Wynik: { $score }, { $reason }

korpalski-help =
    Posunięcia w Szachach Korpalskiego zapisuje się w notacji polskiej, jak w zapisach partii w zasadach gry:
    • Dostawienie nowej bierki: S/e4, p/g2, K/c2. W pierwszym posunięciu obaj gracze dostawiają swojego króla.
    • Ruch bierką na szachownicy: Ke5-d6, Wb5:c5, W:f3, Kb3, Ha8, Sf6, pe2-e4.
    • Promocja tylko na straconą wcześniej figurę: pa2-a1=H, pe8=H, e8=W. Bez litery bot zaproponuje możliwe figury jako przyciski.
    Litery: K król, H hetman, W wieża, G goniec, S skoczek, p pionek. Notacja angielska (N@e4, Nf3, Qxe5, e7e8q) też jest rozumiana.
    Znaki szacha i mata (+ # X) można pominąć.
    /draw żąda remisu (trzecie powstanie identycznej pozycji, reguła 50 posunięć), gdy jest to możliwe — pojawia się wtedy przycisk „Zażądaj remisu”; w przeciwnym razie proponuje remis, a zgoda na remis jest możliwa tylko wtedy, gdy obie strony nie mogą już niczego dostawić.
    /export lang=pl daje zapis partii w pełnej notacji polskiej.

korpalski-rules =
    Szachy Korpalskiego: gra zaczyna się na pustej szachownicy 8×8.
    • Każdy gracz ma obok szachownicy komplet bierek do dostawienia: króla, hetmana, 2 wieże, 2 gońce, 2 skoczki i 8 pionków. Posunięciem jest albo ruch bierką na szachownicy, albo dostawienie nowej bierki na wolne pole. W pierwszym posunięciu obaj gracze mają obowiązek dostawić swojego króla. Zaczynają białe.
    • Nie wolno dostawiać bierki z szachem. Pionków nie wolno dostawiać na 1. i 8. rzędzie. Gońce można dostawiać na polach dowolnego koloru.
    • Bierki poruszają się i biją jak w klasycznych szachach, z biciem w przelocie; pionek może wykonać posunięcie o 2 pola tylko ze swojego drugiego rzędu (także dostawiony). W tej grze roszady się nie wykonuje.
    • Zbite bierki leżą obok szachownicy i nigdy już nie są dostawiane.
    • Pionek może wejść na linię przemiany tylko wtedy, gdy wśród jego zbitych bierek jest hetman, wieża, goniec lub skoczek: promocję wykonuje się na straconą wcześniej figurę, a pionek trafia na jej miejsce do zbitych (na zawsze). Bez takiej figury pionek nie może wejść na linię przemiany, ale nadal atakuje jej pola.
    • Mat oznacza wygraną; przed szachem można się też zasłonić, dostawiając bierkę między królem a szachującą bierką.
    • Remis automatyczny: pat (brak posunięcia zgodnego z przepisami, także dostawienia), brak materiału matującego (z uwzględnieniem bierek do dostawienia), piąte powstanie identycznej pozycji, 75 posunięć każdej strony bez bicia, ruchu pionka i dostawienia.
    • Remis, którego gracz może zażądać przez /draw: trzecie powstanie identycznej pozycji (z tym samym zestawem bierek poza szachownicą), reguła 50 posunięć (bez bicia, ruchu pionka i dostawienia). Zgoda na remis — tylko gdy obie strony nie mogą już niczego dostawić.

## Kriegspiel

kriegspiel-no-option = Kriegspiel nie ma opcji „{ $option }”. Jedyna opcja to rules=wild16 (domyślnie) lub rules=english.
kriegspiel-rules-twice = rules podano dwa razy.
kriegspiel-rules-value = rules musi mieć wartość wild16 lub english, a nie „{ $value }”.
kriegspiel-illegal = Ruch nieprawidłowy
kriegspiel-no = Nie
kriegspiel-try = Są
kriegspiel-white-moved = Białe wykonały ruch. Ruch czarnych.
kriegspiel-black-moved = Czarne wykonały ruch. Ruch białych.
kriegspiel-pawn-captured = Zbity pionek na { $square }
kriegspiel-piece-captured = Zbita figura na { $square }
kriegspiel-check-rank = Szach w poziomie
kriegspiel-check-file = Szach w pionie
kriegspiel-check-long-diagonal = Szach po długiej przekątnej
kriegspiel-check-short-diagonal = Szach po krótkiej przekątnej
kriegspiel-check-knight = Szach skoczkiem
kriegspiel-pawn-tries = { $n ->
    [one] { $n } bicie pionkiem
    [few] { $n } bicia pionkiem
   *[many] { $n } bić pionkiem
}
kriegspiel-checkmate = Mat
kriegspiel-stalemate = Pat
kriegspiel-end-insufficient = Remis: brak materiału matującego
kriegspiel-end-threefold = Remis: trzykrotne powtórzenie pozycji
kriegspiel-end-fifty = Remis z tytułu reguły 50 posunięć
kriegspiel-outcome-checkmate = Mat: wygrywają { $winner }.
kriegspiel-outcome-stalemate = Remis: pat.
kriegspiel-outcome-insufficient = Remis: brak materiału matującego.
kriegspiel-outcome-threefold = Remis: trzykrotne powtórzenie pozycji.
kriegspiel-outcome-fifty = Remis z tytułu reguły 50 posunięć.
kriegspiel-outcome-bare-king = Remis: { $loser } przekroczyły czas, ale { $winner } mają tylko króla.
kriegspiel-must-capture = Odpowiedź brzmiała „Są”: twoja następna próba musi być biciem pionkiem (pionek idzie po skosie).
kriegspiel-unknown-command = /{ $name } nie jest używane w kriegspielu.
kriegspiel-any-wild16 = /any należy do zasad english. W wild16 sędzia po każdym ruchu ogłasza liczbę możliwych bić pionkiem.
kriegspiel-any-not-your-turn = /any może zadać tylko gracz, który ma teraz ruch.
kriegspiel-asked-already-try = To pytanie padło już w tym ruchu; odpowiedź brzmiała „Są”.
kriegspiel-asked-already-no = To pytanie padło już w tym ruchu; odpowiedź brzmiała „Nie”.
kriegspiel-asks-any = { CAP($seat) } pytają: „Są bicia?”
kriegspiel-button-any = Są bicia?
kriegspiel-chess-moves-only = Ruchy w kriegspielu to zwykłe ruchy szachowe, np. e2e4, Sf3, O-O.
kriegspiel-promotion-slip = „{ $text }” to nie ruch: literę promocji dodaje się tylko do pionka, który wchodzi na linię przemiany (np. { $example }).
kriegspiel-which-one-single = Który dokładnie ruch: { $move }?
kriegspiel-which-one = Który dokładnie ruch: { $list } czy { $last }?
kriegspiel-position-hidden = Pozycja jest ukryta do końca partii.
kriegspiel-status-move = Ruch { $n }.
kriegspiel-opponent-left = Pozostałe bierki przeciwnika: { $n }
kriegspiel-white-left = Pozostałe bierki białych: { $n }
kriegspiel-black-left = Pozostałe bierki czarnych: { $n }
kriegspiel-tries-figure = Bicia pionkiem: { $n }
kriegspiel-seat-moved = { CAP($seat) } wykonały ruch
kriegspiel-seat-moved-said = { CAP($seat) } wykonały ruch: { $said }
kriegspiel-tried = { CAP($seat) } spróbowały { $tried }: { $answer }
kriegspiel-seat-no = { CAP($seat) }: Nie
kriegspiel-asks-any-try = { CAP($seat) } pytają: „Są bicia?” — „Są”
kriegspiel-asks-any-no = { CAP($seat) } pytają: „Są bicia?” — „Nie”
kriegspiel-report-moves = Ruchy: { $moves }
kriegspiel-attempts-white = Nieprawidłowe próby białych: { $list }.
kriegspiel-attempts-black = Nieprawidłowe próby czarnych: { $list }.
kriegspiel-attempts-white-none = Nieprawidłowe próby białych: brak.
kriegspiel-attempts-black-none = Nieprawidłowe próby czarnych: brak.

kriegspiel-help =
    Ruchy w kriegspielu wpisuje się w prywatnym czacie ze mną, nigdy w grupie:
    • e2e4, g1f3, e7e8h (bez litery pionek zamienia się w hetmana) albo SAN odczytywany według twojej własnej szachownicy: Sf3, exd5, e8=S, O-O, O-O-O (także po angielsku: Nf3, e8=N).
    • Na nieprawidłową próbę sędzia odpowiada „Ruch nieprawidłowy” (słyszysz to tylko ty); spróbuj ponownie. Przy rules=english sędzia odpowiada zamiast tego „Nie” i słyszą to obaj gracze oraz grupa.
    • /any (tylko rules=english): czy są bicia pionkiem? „Są” albo „Nie”.
    • /board pokazuje twoje bierki, /moves — to, co możesz wiedzieć, /draw proponuje remis, /resign — poddanie partii.
    Opcje: rules=wild16 (domyślnie, jak na ICC) lub rules=english, np. /new kriegspiel rules=english.

kriegspiel-rules =
    Kriegspiel: szachy, w których widzisz tylko swoje bierki; ja jestem sędzią i znam całą szachownicę.
    • W swoim ruchu próbujesz ruchów w naszym prywatnym czacie. Na nieprawidłową próbę odpowiadam „Ruch nieprawidłowy” (tylko tobie) i próbujesz ponownie; możliwy ruch zostaje wykonany.
    • Po każdym ruchu wszyscy słyszą, w tej kolejności: „Białe wykonały ruch. Ruch czarnych.” (nigdy jaki to był ruch), bicie („Zbity pionek na d5” / „Zbita figura na c1”), każdy rodzaj szacha (w poziomie, w pionie, po długiej przekątnej, po krótkiej przekątnej, skoczkiem), liczbę możliwych bić pionkiem strony, która ma ruch, oraz koniec: mat, pat albo remis z powodu braku materiału matującego, trzykrotnego powtórzenia pozycji lub reguły 50 posunięć — rozstrzygane automatycznie.
    • Promocja i roszada nie są ogłaszane.
    • rules=english: liczba bić pionkiem nie jest ogłaszana; zamiast tego /any pyta, czy istnieje bicie pionkiem („Są” albo „Nie”, słyszą obaj), a po „Są” twoja następna próba musi być biciem pionkiem. Na nieprawidłowe próby obaj słyszą „Nie”.
    • Na koniec wszyscy widzą całą szachownicę, zapis partii i wszystkie nieprawidłowe próby.

## Playing: moves, resignation, draws, claims

play-still-waiting = Partia #{ $id } wciąż czeka na drugiego gracza.
play-aborted = Partia #{ $id } została anulowana.
play-you-left = Nie ma cię już w grupie, więc nie możesz dalej grać partii #{ $id }.
play-send-privately-once = Ruchy w partii { $game } wysyłaj mi w prywatnym czacie, nigdy tutaj: tu wszyscy by je widzieli. Przycisk otwiera czat (mówię to raz).
play-waits-for-private-chats = Partia #{ $id } czeka, aż obaj gracze otworzą ze mną prywatny czat (link jest w grupie). Wtedy wyślij ruch jeszcze raz.
play-not-your-turn = Teraz nie twój ruch. Ruch: { $player }.
play-not-your-turn-in = Teraz nie twój ruch w partii { $game }. Ruch: { $player }.
play-no-talk-kriegspiel = Podczas partii kriegspiela gracze nie rozmawiają: mówi tylko sędzia.
play-say-hint = Aby wysłać to przeciwnikowi ({ $opponent }), napisz /say { $text }
play-not-started-waiting = Partia się nie zaczęła: czeka na drugiego gracza.
play-command-not-used = W grze „{ $game }” nie ma komendy /{ $command }.
unknown-command = Nie znam komendy /{ $command }. /help pokazuje wszystko, co rozumiem.
play-only-asker = Na to pytanie może odpowiedzieć tylko { $name }.
play-only-asker-unknown = Na to pytanie może odpowiedzieć tylko inny gracz.
play-nobody-joined-abort = Nikt jeszcze nie dołączył: /abort anuluje partię.
button-yes-resign = Tak, poddaję się
button-no = Nie
button-accept-draw = Przyjmij remis
play-resign-question = { $player }, poddać partię „{ $game }”?
play-not-resigned = Nie poddajesz się: graj dalej.
play-resigns = { $player } się poddaje.
play-not-started = Partia jeszcze się nie zaczęła.
play-claims-draw = { $player } reklamuje remis.
play-draw-offered-already = Remis został już zaproponowany; { $opponent } może go przyjąć przez /draw.
play-accepts-draw = { $player } przyjmuje remis.
play-offers-draw = { $player } proponuje remis w partii „{ $game }”. { $opponent }: /draw — przyjmij, ruch — odrzuć.
play-draw-offer-sent = Proponujesz remis. { $opponent } może go przyjąć albo odrzucić ruchem.
play-draw-offered = { $player } proponuje remis: /draw — przyjmij, ruch — odrzuć.
play-claim-nothing-time-limit = Nie ma czego żądać: { $opponent } wciąż gra, a partia #{ $id } ma własny limit czasu.
play-claim-nothing-yet = Nie ma czego żądać: { $opponent } wciąż gra; możesz żądać wygranej, jeśli przeciwnik będzie milczał jeszcze { $left }.
play-claim-nothing = Nie ma czego żądać: { $opponent } wciąż gra.
outcome-opponent-left = Wygrana: { $winner } — { $opponent } nie należy już do grupy.
outcome-opponent-silent = Wygrana: { $winner } — { $opponent } nie wykonuje ruchu od 30 dni.
play-claims-win = { $player } domaga się zwycięstwa.
say-usage = /say TEXT wysyła TEXT przeciwnikowi, np. /say powodzenia!
say-played-in = Partia #{ $id } toczy się w grupie „{ $place }”: tam rozmawiajcie.
say-played-in-its-group = Partia #{ $id } toczy się w swojej grupie: tam rozmawiajcie.
say-no-talk-kriegspiel = Podczas partii kriegspiela gracze nie rozmawiają: mówi tylko sędzia. /say znów zadziała po jej zakończeniu.
say-nobody-joined = Do tej partii nikt jeszcze nie dołączył.
say-to-bot = { $bot } nie rozmawia: tylko wykonuje swoje ruchy.
say-relayed = 💬 { $player }: { $text }
    ({ $game } — odpowiedz przez /say)
say-sent = Wysłano do { $name }.
say-not-opened = { $name } nie ma jeszcze ze mną prywatnego czatu, więc nie mogę tego przekazać.

## Finding a game by name

find-game-which = Która gra? { $list }
find-game-unknown = Nieznana gra „{ $name }”. { $list }
find-game-ambiguous = „{ $name }” może oznaczać kilka gier. { $list }
new-example = Przykład: /new opok size=7

## Boards, moves, records and lists of games

view-position-hidden = Pozycja jest ukryta do końca partii: każdy gracz widzi swoje bierki w prywatnym czacie ze mną.
view-waiting = Czekamy na drugiego gracza.
view-moves = { $game }: dotychczasowe ruchy
view-moves-none = { $game }: na razie brak ruchów.
view-record-secret = Zapis partii jest tajny do jej końca: /moves pokazuje to, co możesz wiedzieć.
view-record-in-private = Widzom wysyłam zapisy w prywatnym czacie: otwórz go przyciskiem i poproś jeszcze raz.
view-no-positions = Partia „{ $game }” nie ma jeszcze pozycji do pokazania.
replay-caption-so-far = { $game }: partia do tej pory, { $n ->
    [one] { $n } pozycja
    [few] { $n } pozycje
   *[many] { $n } pozycji
}
view-record-file = { $game }: zapis partii ({ $file })
view-no-games-here = Tu nie toczy się żadna partia. /new GAME — zacznij nową.
view-games-here = Partie tutaj:
    { $list }
view-your-games = Twoje partie:
    { $list }
    /switch N — ruchy wpisywane tutaj trafią do partii N.
view-switched = Wybrano partię #{ $id }: ruchy wpisywane tutaj trafią do niej.
view-switch-usage-none = /switch N przyjmuje numer jednej z twoich partii. Nie masz żadnej trwającej partii.
view-switch-usage = /switch N przyjmuje numer jednej z twoich partii. Twoje partie:
    { $list }
list-vs = przeciw { $player }
list-line = { $game } { $opponent } — { $state }
list-line-in = { $game } w „{ $place }” { $opponent } — { $state }
list-waiting-code = czeka na drugiego gracza (kod zaproszenia { $code })
list-waiting-join = czeka na drugiego gracza (/join #{ $id })
list-waiting = czeka na drugiego gracza
list-your-move = twój ruch
list-your-move-left = twój ruch, pozostały czas: { $left }
list-their-move = ruch: { $player }
list-their-move-left = ruch: { $player }, pozostały czas: { $left }
list-over = zakończona

## Exchange Chess

exchange-help =
    Ruchy w szachach wymiennych:
    • Pierwszy ruch białych: król w róg, np. K@a1. Czarny król sam staje w przeciwległym rogu.
    • Wystawienie z rezerwy: W@c3 (także W/c3), H@…, G@…, S@… (nigdy obok króla i nigdy z szachem)
    • Bicie: Wxc5 (także W:c5), b2xc5 lub b2c5.
    • Zamiana miejscami dwóch twoich bierek, gdy jedna atakuje drugą: b2<>d4 lub swap b2 d4.
    • Przejście skoczka na puste pole atakowane przez innego twojego skoczka: Sc3e4, c3e4 lub Se4, gdy tylko jeden skoczek może tam przejść.
    Litery angielskie (K, Q, R, B, N: Rxc5) też są rozumiane. /draw proponuje lub przyjmuje remis.
    Opcja: size=N — plansza N×N, N od 4 do 12 (domyślnie 6), np. /new exchange size=8.
exchange-rules =
    Szachy wymienne na planszy N×N (domyślnie 6×6), bez pionków.
    • Każdy gracz ma króla, a w rezerwie po q hetmanów, wież, gońców i skoczków, q = ⌊⌊N²/4⌋/2⌋ (5×5: po 3, 6×6: po 4, 8×8: po 8).
    • Białe stawiają króla w dowolnym rogu; czarny król staje w przeciwległym. Króle nigdy się nie ruszają i nie biją.
    • Potem, zaczynając od białych, ruch to jedno z:
      1. wystawienie bierki z rezerwy na puste pole, nie obok żadnego króla i bez atakowania króla przeciwnika (pierwszy ruch po królach to zawsze wystawienie);
      2. bicie zwykłym ruchem szachowym (bierki ruszają się tylko po to, by bić);
      3. zamiana miejscami dwóch twoich bierek (nie króla), gdy jedna atakuje pole drugiej;
      4. przejście skoczka na puste pole atakowane przez innego twojego skoczka.
    • Szacha nie trzeba odpierać: możesz zostawić króla pod atakiem, a bicia i zamiany mogą atakować króla przeciwnika.
    • Kto zbije króla przeciwnika, wygrywa. Gracz, który w swoim ruchu nie ma żadnego dozwolonego ruchu, przegrywa. Remis za zgodą albo po 20 ruchach każdego gracza bez bicia i wystawienia.
exchange-no-option = Szachy wymienne nie mają opcji „{ $key }”. Jedyna opcja to size=N, N od { $min } do { $max } (poza color= i days=).
exchange-did-you-mean = Czy chodziło o size={ $size }?
exchange-size-twice = size podano dwa razy.
exchange-bad-size = size musi być liczbą całkowitą od { $min } do { $max }, a nie „{ $value }”.
exchange-played = { $n }{ $dots } { CAP($seat) }: { $san } — { $what }
exchange-says-king-auto = { $color ->
    [white] biały
   *[black] czarny
} król sam staje w przeciwległym rogu.
exchange-says-king = król staje na { $square }.
exchange-says-drop = na { $square } staje { $piece ->
    [king] król
    [queen] hetman
    [rook] wieża
    [bishop] goniec
    [knight] skoczek
    [pawn] pionek
    [dragon] smok
   *[piece] bierka
}.
exchange-says-swap = { $piece ->
    [king] król
    [queen] hetman
    [rook] wieża
    [bishop] goniec
    [knight] skoczek
    [pawn] pionek
    [dragon] smok
   *[piece] bierka
} na { $from } i { $other ->
    [king] król
    [queen] hetman
    [rook] wieża
    [bishop] goniec
    [knight] skoczek
    [pawn] pionek
    [dragon] smok
   *[piece] bierka
} na { $to } zamieniają się miejscami.
exchange-says-takes-king = { $piece ->
    [king] król
    [queen] hetman
    [rook] wieża
    [bishop] goniec
    [knight] skoczek
    [pawn] pionek
    [dragon] smok
   *[piece] bierka
} z { $from } bije { $color ->
    [white] białego
   *[black] czarnego
} króla!
exchange-says-takes = { $piece ->
    [king] król
    [queen] hetman
    [rook] wieża
    [bishop] goniec
    [knight] skoczek
    [pawn] pionek
    [dragon] smok
   *[piece] bierka
} z { $from } bije { $other ->
    [king] króla
    [queen] hetmana
    [rook] wieżę
    [bishop] gońca
    [knight] skoczka
    [pawn] pionka
    [dragon] smoka
   *[piece] bierkę
} na { $to }.
exchange-says-step = skoczek przechodzi z { $from } na { $to }.
exchange-check = Szach: { $color ->
    [white] biały
   *[black] czarny
} król na { $square } jest atakowany.
exchange-no-legal-move = { CAP($seat) } nie mają żadnego dozwolonego ruchu.
exchange-wins-king = { CAP($seat) } wygrywają, zbijając króla.
exchange-wins-no-move = Wygrywają { $winner }: { $seat } nie mają żadnego dozwolonego ruchu.
exchange-draw-quiet = Remis: każdy gracz wykonał { $n ->
    [one] { $n } ruch
    [few] { $n } ruchy
   *[many] { $n } ruchów
} bez bicia i wystawienia.
exchange-reserve-label = Rezerwa { $color ->
    [white] białych
   *[black] czarnych
}
exchange-king-on = Król na { $square }
exchange-move-number = Ruch { $n }.
exchange-place-king = Białe stawiają króla w rogu.
exchange-figures = { CAP($seat) }: w rezerwie { $n } ({ $counts }), na planszy { $board }
exchange-figures-empty = { CAP($seat) }: rezerwa pusta, na planszy { $board }
exchange-quiet = Bez bicia i wystawienia: { $n ->
    [one] { $n } półruch
    [few] { $n } półruchy
   *[many] { $n } półruchów
} (ruchów każdego gracza: { $moves }); remis po { $limit ->
    [one] { $limit } ruchu
   *[many] { $limit } ruchach
} każdego gracza.
exchange-result = Wynik: { $score }, { $reason }
exchange-forms = Ruchy zapisuje się tak: H@c3 (wystawienie), Wxc5 (bicie), b2<>d4 (zamiana) albo Sc3e4 (przejście skoczka).
exchange-or = { $list } lub { $last }
exchange-two-moves = „{ $text }” zawiera więcej niż jeden ruch: wpisuj po jednym ruchu.
exchange-type-a-move = Wpisz ruch.
exchange-not-a-move = „{ $text }” to nie ruch.
exchange-place-king-first = Najpierw postaw króla w rogu: { $corners }.
exchange-king-on-corner = Króla stawia się w rogu: { $corners }.
exchange-not-a-square = „{ $text }” to nie pole: plansza { $n }×{ $n }, kolumny a–{ $last }, rzędy 1–{ $n }.
exchange-not-a-piece = „{ $letter }” to tu nie bierka: bierki to H, W, G, S i król K.
exchange-no-such-square = Na tej planszy { $n }×{ $n } nie ma pola { $square }.
exchange-first-is-drop = Pierwszy ruch po królach to wystawienie.
exchange-first-is-drop-eg = Pierwszy ruch po królach to wystawienie, np. { $example }.
exchange-no-men = Nie masz bierek na planszy: wystaw bierkę z rezerwy.
exchange-no-men-eg = Nie masz bierek na planszy: wystaw bierkę z rezerwy, np. { $example }.
exchange-no-castling = W szachach wymiennych nie ma roszady.
exchange-no-pawns-drop = W szachach wymiennych nie ma pionków: wystaw hetmana, wieżę, gońca lub skoczka.
exchange-no-pawns-drop-eg = W szachach wymiennych nie ma pionków: wystaw hetmana, wieżę, gońca lub skoczka, np. { $example }.
exchange-kings-placed = Króle już stoją na planszy, a króle nigdy się nie ruszają.
exchange-none-left = W twojej rezerwie nie ma już { $piece ->
    [king] króla
    [queen] hetmana
    [rook] wieży
    [bishop] gońca
    [knight] skoczka
    [pawn] pionka
    [dragon] smoka
   *[piece] bierki
}. Twoja rezerwa: { $reserve }.
exchange-reserve-empty = Twoja rezerwa jest pusta: bij, zamieniaj bierki albo przestaw skoczka.
exchange-drop-on-own = Pole { $square } jest zajęte: stoi tam { $piece ->
    [king] twój król
    [queen] twój hetman
    [rook] twoja wieża
    [bishop] twój goniec
    [knight] twój skoczek
    [pawn] twój pionek
    [dragon] twój smok
   *[piece] twoja bierka
}.
exchange-drop-on-enemy = Pole { $square } jest zajęte: stoi tam { $piece ->
    [king] król
    [queen] hetman
    [rook] wieża
    [bishop] goniec
    [knight] skoczek
    [pawn] pionek
    [dragon] smok
   *[piece] bierka
} { $color ->
    [white] białych
   *[black] czarnych
}.
exchange-next-to-king = Pole { $square } sąsiaduje z { $color ->
    [white] białym
   *[black] czarnym
} królem na { $king }: na polach wokół króla nie można niczego wystawiać.
exchange-drop-gives-check = { $piece ->
    [king] Król
    [queen] Hetman
    [rook] Wieża
    [bishop] Goniec
    [knight] Skoczek
    [pawn] Pionek
    [dragon] Smok
   *[piece] Bierka
} na { $square } będzie atakować { $color ->
    [white] białego
   *[black] czarnego
} króla na { $king }: wystawienie nie może dawać szacha.
exchange-cannot-drop = { $piece ->
    [king] Króla
    [queen] Hetmana
    [rook] Wieży
    [bishop] Gońca
    [knight] Skoczka
    [pawn] Pionka
    [dragon] Smoka
   *[piece] Bierki
} nie można wystawić na { $square }.
exchange-swap-same = Zamiana wymaga dwóch różnych pól.
exchange-swap-empty = Pole { $square } jest puste: zamiana przestawia dwie twoje własne bierki.
exchange-swap-not-yours = Na { $square } stoi { $piece ->
    [king] król
    [queen] hetman
    [rook] wieża
    [bishop] goniec
    [knight] skoczek
    [pawn] pionek
    [dragon] smok
   *[piece] bierka
} przeciwnika: zamiana przestawia dwie twoje własne bierki.
exchange-swap-king = Król na { $square } nigdy się nie rusza, więc nie może się zamienić.
exchange-swap-no-attack = Ani { $piece ->
    [king] król
    [queen] hetman
    [rook] wieża
    [bishop] goniec
    [knight] skoczek
    [pawn] pionek
    [dragon] smok
   *[piece] bierka
} na { $from }, ani { $other ->
    [king] król
    [queen] hetman
    [rook] wieża
    [bishop] goniec
    [knight] skoczek
    [pawn] pionek
    [dragon] smok
   *[piece] bierka
} na { $to } nie atakuje pola drugiej bierki, więc nie mogą się zamienić.
exchange-no-pawns-name = W szachach wymiennych nie ma pionków: podaj bierkę ({ $piece }) lub jej pole ({ $square }).
exchange-no-pawns-name-drop = W szachach wymiennych nie ma pionków: podaj bierkę ({ $piece }) lub jej pole ({ $square }) albo wystaw bierkę: { $example }.
exchange-kings-never-move = Króle nigdy się nie ruszają ani nie biją.
exchange-no-piece = Na { $square } nie ma bierki.
exchange-not-yours = Na { $square } stoi { $piece ->
    [king] król
    [queen] hetman
    [rook] wieża
    [bishop] goniec
    [knight] skoczek
    [pawn] pionek
    [dragon] smok
   *[piece] bierka
} przeciwnika, a nie twoja bierka.
exchange-other-piece = Na { $square } stoi { $piece ->
    [king] król
    [queen] hetman
    [rook] wieża
    [bishop] goniec
    [knight] skoczek
    [pawn] pionek
    [dragon] smok
   *[piece] bierka
}, a nie { $named ->
    [king] król
    [queen] hetman
    [rook] wieża
    [bishop] goniec
    [knight] skoczek
    [pawn] pionek
    [dragon] smok
   *[piece] bierka
}.
exchange-none-on-file = Nie masz { $piece ->
    [king] króla
    [queen] hetmana
    [rook] wieży
    [bishop] gońca
    [knight] skoczka
    [pawn] pionka
    [dragon] smoka
   *[piece] bierki
} na kolumnie { $file }.
exchange-none-on-rank = Nie masz { $piece ->
    [king] króla
    [queen] hetmana
    [rook] wieży
    [bishop] gońca
    [knight] skoczka
    [pawn] pionka
    [dragon] smoka
   *[piece] bierki
} w rzędzie { $rank }.
exchange-none-on-board = Nie masz { $piece ->
    [king] króla
    [queen] hetmana
    [rook] wieży
    [bishop] gońca
    [knight] skoczka
    [pawn] pionka
    [dragon] smoka
   *[piece] bierki
} na planszy.
exchange-drop-instead = Aby wystawić bierkę z rezerwy, napisz { $example }.
exchange-holds-own = Na { $square } stoi { $piece ->
    [king] twój król
    [queen] twój hetman
    [rook] twoja wieża
    [bishop] twój goniec
    [knight] twój skoczek
    [pawn] twój pionek
    [dragon] twój smok
   *[piece] twoja bierka
}: bierki ruszają się tylko po to, by bić.
exchange-swap-instead = Aby je zamienić, napisz { $example }.
exchange-does-not-attack = { $piece ->
    [king] Król
    [queen] Hetman
    [rook] Wieża
    [bishop] Goniec
    [knight] Skoczek
    [pawn] Pionek
    [dragon] Smok
   *[piece] Bierka
} na { $from } nie atakuje { $other ->
    [king] króla
    [queen] hetmana
    [rook] wieży
    [bishop] gońca
    [knight] skoczka
    [pawn] pionka
    [dragon] smoka
   *[piece] bierki
} na { $to }, więc nie może bić.
exchange-none-attacks = { $piece ->
    [king] Żaden twój król
    [queen] Żaden twój hetman
    [rook] Żadna twoja wieża
    [bishop] Żaden twój goniec
    [knight] Żaden twój skoczek
    [pawn] Żaden twój pionek
    [dragon] Żaden twój smok
   *[piece] Żadna twoja bierka
} nie atakuje { $other ->
    [king] króla
    [queen] hetmana
    [rook] wieży
    [bishop] gońca
    [knight] skoczka
    [pawn] pionka
    [dragon] smoka
   *[piece] bierki
} na { $to }, więc nie ma czym bić.
exchange-knight-cannot-jump = Skoczek z { $from } nie może skoczyć na { $to }.
exchange-no-knight-jumps = Żaden twój skoczek nie może skoczyć na { $to }.
exchange-no-second-knight = Żaden inny twój skoczek nie atakuje { $to }: skoczek przechodzi tylko na puste pole atakowane przez innego twojego skoczka.
exchange-empty-target = Pole { $square } jest puste: bierki ruszają się tylko po to, by bić (a skoczek może przejść tam, gdzie atakuje inny twój skoczek).
exchange-put-instead = Aby postawić tam { $piece ->
    [king] króla
    [queen] hetmana
    [rook] wieżę
    [bishop] gońca
    [knight] skoczka
    [pawn] pionka
    [dragon] smoka
   *[piece] bierkę
} z rezerwy, napisz { $example }.
exchange-which-one = Który dokładnie ruch: { $choices }?

## Pictures

picture-key-player = { CAP($seat) }: { $name }

## Chpok

chpok-help = Szpok: najpierw licytacja, potem plansza.
    Licytacja (najpierw pretendent, potem na zmianę):
    • /bid TARGET call: postaw na TARGET tyle żetonów, ile brakuje ci do przeciwnika. Sprawdzenie na „Kto gra białymi” (white) lub „Tempo gry” (time) oddaje wartość losowaniu; na „Rząd wyjściowy” (row) lub „Reguły specjalne” (x) przywraca ustawienia domyślne.
    • /bid TARGET raise C [VALUE]: postaw C żetonów, co najmniej o jeden więcej, niż ci brakuje, i ustal wartość.
    Przedmioty licytacji: white (kto podbije, gra białymi), time (M+S, np. 10+5), row (rząd wyjściowy, np. RNBQKBNR, co najmniej jeden K), x (reguły specjalne, np. width=10 koth -pass points=1,0,0,2,3,4,0; default przywraca wszystko).
    Reguły specjalne: width=6…10, limit=10…888, undo=0…5, points=P,N,B,R,Q,K,D, castles=0…5, koth, kingsrun, cruelkings, superqueen, bishopstep, pawnsback, newborn, remove, pass, nokingpromo, noep.
    Ruchy: e2e4, e4, Sf3, Dxe6 (D to smok), exd6, e8=H lub e7e8h, roszada e1h1 lub castle e1 h1, O-O, O-O-O; z regułami specjalnymi: p@e2 (nowy pionek), remove e4 (zdejmij własną bierkę), pass (pas); /undo. Litery angielskie (Nf3, e8=Q) też są rozumiane.
    Opcje: /new chpok chips=N (1…99, domyślnie 15), clocks=off (zupełnie bez zegarów).
chpok-rules = Szpok: licytacja, potem gra podobna do szachów, liczona w punktach.
    • Licytacja: każdy gracz ma 15 żetonów i na zmianę licytuje cztery przedmioty: kto gra białymi, tempo gry, rząd wyjściowy, reguły specjalne. Sprawdzenie (call) wyrównuje żetony przeciwnika na danym przedmiocie („Kto gra białymi” i „Tempo gry” są wtedy losowane, „Rząd wyjściowy” i „Reguły specjalne” wracają do ustawień domyślnych); podbicie (raise) stawia więcej i ustala wartość. Gracz bez żetonów jest pomijany; gracz z żetonami, ale bez dozwolonej stawki, traci je. Zegar licytacji startuje od 100 s, za każdą stawkę dodaje 100 s (20 s, gdy przeciwnik nie ma żetonów), najwyżej 200 s; komu skończy się czas, ten przegrywa partię.
    • Plansza: 8 rzędów × 6…10 kolumn; 2. rząd pełen pionków, 1. to rząd wyjściowy (co najmniej jeden król), u czarnych lustrzanie. Bierki ruszają się jak w szachach, z biciem w przelocie; smok skacze o dwa pola prosto albo idzie o jedno po skosie. Szacha nie trzeba odpierać: króle bije się jak każdą inną bierkę. Pionki promują na K, H, W, G, D lub S. Roszada: król i wieża w rzędzie wyjściowym z pustymi polami między nimi (sąsiednie zamieniają się miejscami), raz na partię.
    • Punkty: +1000 za każdego zbitego króla przeciwnika; +1…+4 za zakończenie ruchu na 5.…8. rzędzie licząc od własnego rzędu wyjściowego; opcjonalne punkty za bierki; −5000 za przekroczenie czasu.
    • Partia kończy się, gdy gracz się podda, zostanie zbity ostatni król jednej ze stron, skończy się czas, zostanie osiągnięty limit ruchów albo na mocy reguły roszczeń: po każdym ruchu czarnych od 20. ruchu, jeśli przez ostatnie 20 ruchów różnica punktów wynosiła 0, jest remis, a jeśli jedna strona prowadzi i różnica ani razu nie zmieniła się na jej niekorzyść, ta strona wygrywa. W przeciwnym razie wygrywa ten, kto ma więcej punktów.
    • Reguły specjalne (przedmiot „Reguły specjalne”, x): width=6…10 kolumn; limit=L ruchów każdego gracza; undo=N cofnięć dla każdego; points=P,N,B,R,Q,K,D — dodatkowe punkty za ruch bierką, która się ruszyła; castles=M roszad na partię; koth (twój król na centralnych polach przeciwnika kończy partię, +1000 za każdego króla przeciwnika); kingsrun (to samo za dojście do rzędu wyjściowego przeciwnika); cruelkings (króle mogą bić własne bierki); superqueen (hetman skacze też jak skoczek); bishopstep (goniec w rogu może przejść na pole z boku); pawnsback (pionki mogą cofać się na puste pole); newborn (raz: nowy pionek na twoich dwóch pierwszych rzędach, p@e2); remove (zamiast ruchu zdejmij własną bierkę, remove e4); pass (pas); nokingpromo (bez promocji na króla); noep (bez bicia w przelocie).

chpok-option-twice = { $option } podano dwa razy.
chpok-number-range = { $key } musi być liczbą całkowitą od { $lo } do { $hi }, a nie „{ $value }”.
chpok-clocks-on-off = clocks może mieć wartość on lub off (clocks=off wyłącza wszystkie zegary), a nie „{ $value }”.
chpok-no-color-option = Szpok nie ma opcji color=: o kolor się licytuje (przedmiot „Kto gra białymi”, white).
chpok-no-days-option = Szpok nie ma opcji days=: ma własne zegary (przedmiot „Tempo gry”, time); clocks=off je wyłącza.
chpok-unknown-option = Szpok nie ma opcji „{ $option }”. Opcje: chips=N (1…{ $max }, domyślnie { $default }), clocks=off.
chpok-opening-live = Na żywo: zegar licytacji po { $seconds } s dla każdego (komu skończy się czas, przegrywa), potem zegary na planszy wylicytowane w licytacji (przedmiot „Tempo gry”). Korespondencyjnie bez zegarów: /new chpok clocks=off.
chpok-opening-correspondence = Korespondencyjnie (clocks=off): bez zegarów ani w licytacji, ani na planszy. Na żywo z zegarami: /new chpok.

chpok-bid-syntax = /bid TARGET call albo /bid TARGET raise CHIPS [VALUE]. Przedmioty: white („Kto gra białymi”: kto podbije, gra białymi), time („Tempo gry”, VALUE to M+S, np. 10+5), row („Rząd wyjściowy”, VALUE np. RNBQKBNR), x („Reguły specjalne”, VALUE np. width=10 koth -pass)
chpok-how-to-bid = Jak licytować: { chpok-bid-syntax }.
chpok-not-a-target = „{ $word }” to nie przedmiot licytacji: white, time, row lub x. { chpok-bid-syntax }.
chpok-board-after-bidding = Gra na planszy zaczyna się po licytacji. Licytuj tak: { chpok-bid-syntax }.
chpok-bidding-over-board-decides = Licytacja zakończona: teraz rozstrzyga plansza.
chpok-not-your-turn-to-bid = Teraz nie twoja kolej w licytacji: licytuje { $seat }.
chpok-call-or-raise = Sprawdzasz czy podbijasz przedmiot { $target ->
        [white] „Kto gra białymi”
        [time] „Tempo gry”
        [row] „Rząd wyjściowy”
       *[x] „Reguły specjalne”
    }? /bid { $target } call albo /bid { $target } raise CHIPS [VALUE].
chpok-call-no-value-random = Sprawdzenie nie ma wartości (/bid { $target } call): wartość zostanie wylosowana. Aby ustalić wartość, podbij.
chpok-call-no-value-row = Sprawdzenie nie ma wartości (/bid row call): przywraca standardowy rząd. Aby ustalić wartość, podbij.
chpok-call-no-value-x = Sprawdzenie nie ma wartości (/bid x call): przywraca wszystkie ustawienia domyślne. Aby ustalić wartość, podbij.
chpok-how-many-chips = Ile żetonów? /bid { $target } raise CHIPS [VALUE], np. /bid { $target } raise 1.
chpok-not-a-number-of-chips = „{ $word }” to nie liczba żetonów: /bid { $target } raise CHIPS [VALUE].
chpok-neither-call-nor-raise = „{ $word }” to ani call, ani raise: /bid { $target } call albo /bid { $target } raise CHIPS [VALUE].
chpok-ask-time = Podbicie przedmiotu „Tempo gry” o { $chips ->
    [one] { $chips } żeton
    [few] { $chips } żetony
   *[many] { $chips } żetonów
}: jakie tempo gry? Naciśnij przycisk albo wpisz /bid time raise { $chips } M+S.
chpok-ask-row = Podbicie przedmiotu „Rząd wyjściowy” o { $chips ->
    [one] { $chips } żeton
    [few] { $chips } żetony
   *[many] { $chips } żetonów
}: jaki rząd wyjściowy? Naciśnij przycisk albo wpisz /bid row raise { $chips } ROW.
chpok-ask-x = Podbicie przedmiotu „Reguły specjalne” o { $chips ->
    [one] { $chips } żeton
    [few] { $chips } żetony
   *[many] { $chips } żetonów
}: jaka zmiana reguł specjalnych? Naciśnij przycisk albo wpisz /bid x raise { $chips } FEATURES.
chpok-cannot-call = Nie możesz sprawdzić przedmiotu { $target ->
        [white] „Kto gra białymi”
        [time] „Tempo gry”
        [row] „Rząd wyjściowy”
       *[x] „Reguły specjalne”
    }: nie jesteś tam w tyle ({ $mine } do { $theirs }). Podbij: /bid { $target } raise { $min }.
chpok-calling-takes = Sprawdzenie przedmiotu { $target ->
        [white] „Kto gra białymi”
        [time] „Tempo gry”
        [row] „Rząd wyjściowy”
       *[x] „Reguły specjalne”
    } kosztuje { $chips ->
    [one] { $chips } żeton
    [few] { $chips } żetony
   *[many] { $chips } żetonów
}; masz { $have ->
    [one] { $have } żeton
    [few] { $have } żetony
   *[many] { $have } żetonów
}.
chpok-raise-needs = Podbicie przedmiotu { $target ->
        [white] „Kto gra białymi”
        [time] „Tempo gry”
        [row] „Rząd wyjściowy”
       *[x] „Reguły specjalne”
    } wymaga co najmniej { $chips ->
    [one] { $chips } żetonu
    [few] { $chips } żetonów
   *[many] { $chips } żetonów
}.
chpok-raise-needs-behind = Podbicie przedmiotu { $target ->
        [white] „Kto gra białymi”
        [time] „Tempo gry”
        [row] „Rząd wyjściowy”
       *[x] „Reguły specjalne”
    } wymaga co najmniej { $chips ->
    [one] { $chips } żetonu
    [few] { $chips } żetonów
   *[many] { $chips } żetonów
} (brakuje ci { $behind ->
    [one] { $behind } żetonu
    [few] { $behind } żetonów
   *[many] { $behind } żetonów
}).
chpok-only-chips-left = Masz już tylko { $chips ->
    [one] { $chips } żeton
    [few] { $chips } żetony
   *[many] { $chips } żetonów
}.
chpok-white-takes-no-value = Przedmiot „Kto gra białymi” nie ma wartości: kto go podbije, gra białymi. /bid white raise CHIPS.
chpok-calls-white = { CAP($who) } sprawdza przedmiot „Kto gra białymi” ({ $chips ->
    [one] { $chips } żeton
    [few] { $chips } żetony
   *[many] { $chips } żetonów
}); losowanie: białymi gra { $seat }.
chpok-calls-time = { CAP($who) } sprawdza przedmiot „Tempo gry” ({ $chips ->
    [one] { $chips } żeton
    [few] { $chips } żetony
   *[many] { $chips } żetonów
}); losowanie: { $time }.
chpok-calls-row = { CAP($who) } sprawdza przedmiot „Rząd wyjściowy” ({ $chips ->
    [one] { $chips } żeton
    [few] { $chips } żetony
   *[many] { $chips } żetonów
}); wraca standardowy rząd.
chpok-calls-x = { CAP($who) } sprawdza przedmiot „Reguły specjalne” ({ $chips ->
    [one] { $chips } żeton
    [few] { $chips } żetony
   *[many] { $chips } żetonów
}); wracają wszystkie ustawienia domyślne.
chpok-raises-white = { CAP($who) } podbija przedmiot „Kto gra białymi” ({ $chips ->
    [one] { $chips } żeton
    [few] { $chips } żetony
   *[many] { $chips } żetonów
}): { $who } gra białymi.
chpok-raises = { CAP($who) } podbija przedmiot { $target ->
        [white] „Kto gra białymi”
        [time] „Tempo gry”
        [row] „Rząd wyjściowy”
       *[x] „Reguły specjalne”
    } ({ $chips ->
    [one] { $chips } żeton
    [few] { $chips } żetony
   *[many] { $chips } żetonów
}): { $value }.
chpok-no-chips-bids-again = { CAP($out) } nie ma już żetonów: { $seat } licytuje ponownie.
chpok-forfeits = { CAP($seat) } nie ma dozwolonej stawki i traci { $chips ->
    [one] { $chips } żeton
    [few] { $chips } żetony
   *[many] { $chips } żetonów
}.
chpok-bidding-over = Licytacja zakończona.
chpok-nobody-bid-white = Nikt nie licytował o grę białymi: losowanie — białymi gra { $seat }.
chpok-no-time-set = Nie ustalono tempa gry: losowanie — { $time }.
chpok-row-does-not-fit = Rząd wyjściowy { $row } nie pasuje do szerokości { $width }: zostanie użyty standardowy rząd { $standard }.
chpok-settled = Białymi gra { $white }, czarnymi { $black }. Tempo { $time }. Rząd wyjściowy { $row }. Reguły specjalne: { $features }.
chpok-settled-no-clocks = Białymi gra { $white }, czarnymi { $black }. Bez zegarów. Rząd wyjściowy { $row }. Reguły specjalne: { $features }.
chpok-value-plays-white = { $seat } gra białymi
chpok-value-random = losowo
chpok-value-row-standard = { $row } (standardowy)
chpok-value-row-unfit = { $row } (nie pasuje do szerokości { $width }: zostałby użyty standardowy rząd)
chpok-value-all-defaults = wszystko domyślne
chpok-value-drawn-white = losowanie: białymi gra { $seat }
chpok-value-drawn-time = losowanie: { $time }
chpok-value-back-standard-row = powrót do standardowego rzędu
chpok-value-back-defaults = powrót do wszystkich ustawień domyślnych
chpok-bid-line-forfeit = { CAP($seat) } traci { $chips } (brak dozwolonej stawki)
chpok-bid-line-call = { CAP($seat) }: sprawdzenie { $target ->
        [white] „Białe”
        [time] „Czas”
        [row] „Rząd”
       *[x] „Reguły”
    } ({ $chips }) — { $value }
chpok-bid-line-raise = { CAP($seat) }: podbicie { $target ->
        [white] „Białe”
        [time] „Czas”
        [row] „Rząd”
       *[x] „Reguły”
    } o { $chips } — { $value }
chpok-button-call = { $target ->
        [white] Białe
        [time] Czas
        [row] Rząd
       *[x] Reguły
    }: sprawdź { $chips }
chpok-button-raise = { $target ->
        [white] Białe
        [time] Czas
        [row] Rząd
       *[x] Reguły
    }: podbij { $chips }

chpok-table-head = {"      "}Pret.  Prz. wartość
chpok-table-white = { $head }{ $seat } — białe
chpok-table-random = { $head }losowo
chpok-table-random-no-clocks = { $head }losowo (bez zegara)
chpok-table-time-no-clocks = { $head }{ $time } (bez zegara)
chpok-table-row-standard = { $head }{ $row } (standard)
chpok-table-row-unfit = { $head }{ $row } (nie pasuje
    { $pad }do szerokości { $width }:
    { $pad }zostałby użyty
    { $pad }standardowy rząd)
chpok-table-row-unfit-long = { $head }{ $row } (nie
    { $pad }pasuje do szerokości
    { $pad }{ $width }: zostałby użyty
    { $pad }standardowy rząd)
chpok-table-x-default = { $head }wszystko domyślne
chpok-table-chips = żet. { $a }{ $b } zostało
chpok-table-clock = zegar{ $a }{ $b } na stawkę

chpok-not-your-turn = Teraz nie twój ruch. Na ruchu: { $color }.
chpok-pass-off = W tej partii nie wolno pasować (reguła pass wyłączona).
chpok-not-a-promotion = „{ $letter }” to nie bierka: pionek promuje na { $pieces }.
chpok-or = { $items } lub { $last }
chpok-castling-off = W tej partii roszada jest zabroniona (castles=0).
chpok-no-castlings-left = Nie zostały ci żadne roszady ({ $n } na partię).
chpok-remove-off = W tej partii nie wolno zdejmować własnych bierek (reguła remove wyłączona).
chpok-remove-which = Która bierka? remove SQUARE, np. remove e4.
chpok-remove-not-a-square = „{ $word }” to nie pole tej planszy: remove SQUARE, np. remove e4.
chpok-remove-not-yours = Bierka na { $square } nie jest twoja.
chpok-remove-empty = Na { $square } nie ma bierki.
chpok-castle-kings = { $castle } wymaga dokładnie jednego króla w twoim rzędzie wyjściowym (masz tam { $n }): podaj raczej pola.
chpok-castle-kings-example = { $castle } wymaga dokładnie jednego króla w twoim rzędzie wyjściowym (masz tam { $n }): podaj raczej pola, np. castle { $king } { $rook }.
chpok-castle-rooks = { $castle } wymaga dokładnie jednej wieży po tej stronie twojego króla (masz { $n }): podaj raczej pola, np. castle { $king } { $rook }.
chpok-castle-no-rook = { $castle }: nie masz wieży po tej stronie króla w rzędzie wyjściowym.
chpok-which-one = Który dokładnie ruch: { $moves }?
chpok-newborn-off = W tej partii nowe pionki są zabronione (reguła newborn wyłączona).
chpok-newborn-used = Nowy pionek został już przez ciebie użyty (jeden na partię).
chpok-no-new-piece = Nie możesz postawić na planszy { $piece ->
        [king] nowego króla
        [queen] nowego hetmana
        [rook] nowej wieży
        [bishop] nowego gońca
        [knight] nowego skoczka
        [dragon] nowego smoka
       *[pawn] nowego pionka
    }: tylko nowy pionek, p@e2, gdy reguła newborn jest włączona.
chpok-newborn-where = Nowy pionek staje na pustym polu twojego rzędu wyjściowego albo rzędu pionków.
chpok-en-passant-off = W tej partii bicie w przelocie jest wyłączone (noep): pionek bije tylko bierkę na polu, na które idzie.
chpok-no-castling-there = Tu nie ma roszady: król i wieża muszą stać w twoim rzędzie wyjściowym, a między nimi mogą być tylko puste pola.
chpok-undo-off = W tej partii nie wolno cofać ruchów (undo=0).
chpok-undos-used-up = Wykorzystano już wszystkie twoje cofnięcia ({ $n } na partię).
chpok-no-move-to-undo = Nie wykonano jeszcze ruchu, który można cofnąć.
chpok-nothing-to-undo = Nie ma czego cofać: /undo cofa ruchy na planszy, a nie stawki.
chpok-undo-one = { CAP($color) } cofają swój ostatni ruch (wykorzystane cofnięcia: { $used } z { $allowed }).
chpok-undo-two = { CAP($color) } cofają swój ostatni ruch i odpowiedź (wykorzystane cofnięcia: { $used } z { $allowed }).
chpok-undo-more = { CAP($color) } cofają swój ostatni ruch i { $plies ->
    [one] { $plies } półruch
    [few] { $plies } półruchy
   *[many] { $plies } półruchów
} po nim (wykorzystane cofnięcia: { $used } z { $allowed }).
chpok-command-not-used = /{ $name } nie jest używane w Szpoku.
chpok-ran-out-of-time = Koniec czasu: { $seat }.
chpok-ply = { $number }. { CAP($color) }: { $text } — { $score }.
chpok-auto-pass = pas (brak ruchu)
chpok-move-pass = pas
chpok-move-remove = zdjęcie bierki z { $square }
chpok-move-castle = roszada { $king } { $rook }
chpok-score-zero = 0 punktów
chpok-score = +{ $total } ({ $parts })
chpok-score-king = król +{ $points }
chpok-score-rank = rząd { $rank } +{ $points }
chpok-score-piece = bierka +{ $points }
chpok-score-hill = wzgórze +{ $points }
chpok-score-home-row = rząd wyjściowy +{ $points }
chpok-score-removed-king = { $color } +{ $points } (zdjęty król)
chpok-king-takes-own = Król bije { $piece ->
        [king] własnego króla
        [queen] własnego hetmana
        [rook] własną wieżę
        [bishop] własnego gońca
        [knight] własnego skoczka
        [dragon] własnego smoka
       *[pawn] własnego pionka
    }.
chpok-kings-left = { CAP($color) } mają jeszcze { $n ->
        [one] { $n } króla
        [few] { $n } króle
       *[many] { $n } króli
    }.
chpok-nothing-to-do = { CAP($color) } nie mają ruchu i pasują.
chpok-neither-can-move = Żaden gracz nie może wykonać ruchu.
chpok-button-pass = Pas
chpok-button-promote = { $piece ->
        [king] Król
        [queen] Hetman
        [rook] Wieża
        [bishop] Goniec
        [knight] Skoczek
        [dragon] Smok
       *[pawn] Pionek
    }

chpok-outcome-white = Białe wygrywają na punkty, { $white } do { $black }: { $why }.
chpok-outcome-black = Czarne wygrywają na punkty, { $black } do { $white }: { $why }.
chpok-outcome-draw = Remis na punkty, po { $points }: { $why }.
chpok-why-last-king = zbito ostatniego { $color ->
        [white] białego
       *[black] czarnego
    } króla
chpok-why-removed-last-king = { $color } zdjęły swojego ostatniego króla
chpok-why-hill = { $color ->
        [white] biały
       *[black] czarny
    } król wszedł na wzgórze
chpok-why-run = { $color ->
        [white] biały król doszedł do rzędu wyjściowego czarnych
       *[black] czarny król doszedł do rzędu wyjściowego białych
    }
chpok-why-claim-draw = po każdym z ostatnich { $n } ruchów czarnych punkty były równe
chpok-why-claim-lead = przewaga { $color ->
        [white] białych
       *[black] czarnych
    } nie zmalała przez ostatnie { $n ->
        [one] { $n } ruch
        [few] { $n } ruchy
       *[many] { $n } ruchów
    } czarnych
chpok-why-limit = każdy gracz wykorzystał limit ruchów ({ $n })
chpok-why-time = { $color } przekroczyły czas (−{ $penalty })
chpok-why-stuck = żaden gracz nie może wykonać ruchu
chpok-outcome-resignation = { CAP($winner) } wygrywają: przeciwnik się poddał (punkty: białe { $white }, czarne { $black }).
chpok-outcome-resigned-bidding = { CAP($winner) } wygrywa: { $loser } poddał się w trakcie licytacji.
chpok-outcome-bidding-clock = { CAP($winner) } wygrywa: { $loser } przekroczył czas licytacji.
chpok-no-agreed-draws = W Szpoku nie ma remisów za zgodą: decydują punkty (remis wynika z równej liczby punktów albo z reguły roszczeń).

chpok-points = Punkty: białe { $white }, czarne { $black }.
chpok-points-label = Punkty: białe { $white }, czarne { $black }
chpok-clocks = Zegary: białe { $white }, czarne { $black }.
chpok-move-of-limit = Ruch { $n } z { $limit }.
chpok-move-of-limit-label = Ruch { $n } z { $limit }
chpok-terms-clocks = Zegary { $time }: białe { $white }, czarne { $black }
chpok-terms-no-clocks = Bez zegarów
chpok-terms-clocks-sentence = Zegary { $time }: białe { $white }, czarne { $black }.
chpok-terms-clocks-wrapped = Zegary { $time }: białe { $white }, czarne
    {"  "}{ $black }.
chpok-terms-no-clocks-sentence = Bez zegarów.
chpok-terms-features = Reguły specjalne: { $list }
chpok-sides-head = {"                "}białe czarne
chpok-sides-points = punkty        { $white }{ $black }
chpok-sides-castlings = zost. roszad  { $white }{ $black }
chpok-sides-undos = zost. cofnięć { $white }{ $black }
chpok-sides-newborn-unused-unused = nowy pionek      jest   jest
chpok-sides-newborn-unused-used = nowy pionek      jest   brak
chpok-sides-newborn-used-unused = nowy pionek      brak   jest
chpok-sides-newborn-used-used = nowy pionek      brak   brak

chpok-time-syntax = Tempo zapisuje się jako M+S: 1…180 minut dla każdego gracza plus 0…60 sekund po każdym ruchu, np. 10+5; „{ $value }” się nie nadaje.
chpok-row-bad-piece = „{ $letter }” to nie bierka do rzędu wyjściowego: użyj K Q R B N D P, np. { $example }.
chpok-row-length = Rząd wyjściowy musi mieć dokładnie { $width ->
    [one] { $width } bierkę
    [few] { $width } bierki
   *[many] { $width } bierek
} (obecna szerokość to { $width }), a nie { $n }: np. { $example }.
chpok-row-no-king = Rząd wyjściowy musi mieć co najmniej jednego króla (K).
chpok-features-syntax = width=6…10, limit=10…888, undo=0…5, points=P,N,B,R,Q,K,D (każda 0…9), castles=0…5, koth, kingsrun, cruelkings, superqueen, bishopstep, pawnsback, newborn, remove, pass, nokingpromo, noep (-nazwa wyłącza regułę albo przywraca jej wartość domyślną; default przywraca wszystko)
chpok-which-features = Jakie reguły specjalne? { chpok-features-syntax }.
chpok-unknown-feature = Nieznana reguła „{ $word }”. Reguły specjalne: { chpok-features-syntax }.
chpok-needs-value = { $key } wymaga wartości: { $key }={ $lo }…{ $hi }.
chpok-on-or-off = { $key } może być tylko włączone lub wyłączone ({ $key }, -{ $key }), a nie „{ $value }”.
chpok-points-help = points przyjmuje siedem liczb 0…9 dla pionka, skoczka, gońca, wieży, hetmana, króla i smoka, np. points=1,0,0,2,3,4,0.
chpok-points-count = points przyjmuje siedem liczb 0…9 dla pionka, skoczka, gońca, wieży, hetmana, króla i smoka, np. points=1,0,0,2,3,4,0; „{ $value }” ma { $n ->
    [one] { $n } liczbę
    [few] { $n } liczby
   *[many] { $n } liczb
}.
chpok-points-digit = points przyjmuje siedem liczb 0…9 dla pionka, skoczka, gońca, wieży, hetmana, króla i smoka, np. points=1,0,0,2,3,4,0; „{ $value }” to nie 0…9.

## Options of a new game, joining, private chats, aborting, leaving

new-one-open-already = Twoja partia #{ $id } wciąż czeka tu na drugiego gracza. Poczekaj na niego albo najpierw /abort #{ $id }.
new-bad-color = color musi mieć wartość white, black lub random, a nie „{ $value }”.
new-bad-days = days musi być liczbą całkowitą od 1 do 14, a nie „{ $value }”.
new-bad-rated = rated musi mieć wartość yes lub no, a nie „{ $value }”.
new-bad-vs = Jedyny przeciwnik, jakiego mogę posadzić przy planszy, to vs=bot, a nie „{ $value }”.
new-bad-level = level musi być liczbą całkowitą od 1 do 5, a nie „{ $value }”.
new-level-without-bot = level= dotyczy gry przeciwko mnie: /new GAME vs=bot level=3.
new-bot-plays = { $game }: { $bot } (poziom { $level }) — { $seat }. { $players }
join-both-taken = Oba miejsca są zajęte.
join-no-such-code = Żadna partia nie ma kodu zaproszenia „{ $code }”. Sprawdź kod albo poproś znajomego o nowy link.
join-no-such-game = Nie ma tu partii #{ $id }, do której można dołączyć.
join-usage = Wyślij /join CODE z kodem zaproszenia, który dostał twój znajomy, albo otwórz jego link z zaproszeniem.
join-none-waiting = Żadna partia nie czeka tu na gracza. Zacznij nową: /new GAME.
join-which = Kilka partii czeka tu na gracza; /join #N — dołącz do jednej z nich:
    { $list }
join-already = Już grasz w partii #{ $id }.
join-own-game = Partia #{ $id } jest twoja: dołączyć do niej musi inny członek grupy (/join albo przycisk „Dołącz”).
join-in-private = To zaproszenie do partii rozgrywanej w prywatnych czatach: przycisk dołącza do niej tam (albo wyślij mi /join { $code } prywatnie).
button-join-privately = Dołącz prywatnie
button-open-private = Otwórz nasz prywatny czat
private-chat-needed = { $players }: waszą planszę mogę pokazywać tylko w prywatnym czacie ze mną. Otwórz { $link } i naciśnij „Start”; partia #{ $id } na was czeka.
private-chat-ready = { $player } jest już w prywatnym czacie: partia #{ $id } toczy się dalej.
abort-not-yours = Partię może anulować tylko ten, kto ją utworzył (albo administrator grupy).
abort-started = Partia już się zaczęła: wykonano ruchy. /resign — poddaj się.
abort-started-draw = Partia już się zaczęła: wykonano ruchy. /resign — poddaj się albo /draw — zaproponuj remis.
abort-done = { $player } anuluje partię „{ $game }”.
abort-done-admin = { $player } (administrator) anuluje partię „{ $game }”.
left-closed = Partia „{ $game }” zamknięta: { $player } nie należy już do grupy.
left-claim = { $player } nie należy już do grupy, więc nie może dalej grać partii „{ $game }”. { $opponent }: /claim — odbierz zwycięstwo.
button-claim-win = Odbierz zwycięstwo
bot-removed = Usunięto mnie z grupy „{ $group }”, więc partia „{ $game }” zakończyła się tam bez wyniku.

## Ratings: /stats, /top, /history

count-games = { $n ->
    [one] { $n } partia
    [few] { $n } partie
   *[many] { $n } partii
}
stats-usage = /stats [@user] [GAME]: np. /stats, /stats opok lub /stats @bob korpalski.
stats-unknown-user = Nie znam { $name }: ta osoba jeszcze tu nie grała.
stats-none = { $name } nie ma jeszcze żadnej partii rankingowej.
stats-none-of-game = { $name } nie ma jeszcze żadnej partii rankingowej w grze „{ $game }”.
stats-heading = { $name }: partie rankingowe
stats-rating = { $game }: { $rating } (odchylenie { $deviation })
stats-record = { $games ->
    [one] { $games } partia
    [few] { $games } partie
   *[many] { $games } partii
}: { $wins ->
    [one] { $wins } wygrana
    [few] { $wins } wygrane
   *[many] { $wins } wygranych
}, { $draws ->
    [one] { $draws } remis
    [few] { $draws } remisy
   *[many] { $draws } remisów
}, { $losses ->
    [one] { $losses } porażka
    [few] { $losses } porażki
   *[many] { $losses } porażek
}. Seria: { $streak }.
stats-streak-none = brak
stats-streak-wins = { $n ->
    [one] { $n } wygrana
    [few] { $n } wygrane
   *[many] { $n } wygranych
}
stats-streak-losses = { $n ->
    [one] { $n } porażka
    [few] { $n } porażki
   *[many] { $n } porażek
}
stats-best-win = Najlepsza wygrana: { $opponent } ({ $rating }), #{ $id }.
top-heading = Najlepsi gracze
top-heading-group = Najlepsi gracze grupy „{ $group }”
top-none = Nie rozegrano jeszcze żadnej partii rankingowej.
top-none-here = Nie rozegrano tu jeszcze żadnej partii rankingowej.
top-none-of-game = Nie rozegrano jeszcze żadnej partii rankingowej w grze „{ $game }”.
top-none-of-game-here = Nie rozegrano tu jeszcze żadnej partii rankingowej w grze „{ $game }”.
history-usage = /history N pokazuje twoje ostatnie N zakończonych partii (od 1 do { $max }), np. /history 5.
history-none = { $name }: brak zakończonych partii.
history-none-here = { $name }: brak zakończonych partii w tej grupie.
history-heading = { $name }: twoje ostatnie zakończone partie
history-heading-here = { $name }: twoje ostatnie zakończone partie tutaj
history-won = wygrana { $score }
history-drew = remis { $score }
history-lost = porażka { $score }
history-ended = zakończona { $score }
history-friendly = towarzyska
history-not-rated = bez rankingu
history-line = #{ $id } { $game } przeciw { $opponent }: { $result }, { $rating } · /export #{ $id } · /export gif #{ $id }
button-record = Zapis #{ $id }
button-replay = Powtórka #{ $id }

## Timers and failures

timer-closed-nobody = Partia „{ $game }” zamknięta: nikt nie dołączył.
timer-silent = { $player } nie wykonuje ruchu w partii „{ $game }” od 30 dni. { $opponent }: /claim — odbierz zwycięstwo, albo czekaj dalej.
timer-reminder = Przypomnienie: { $player }, twój ruch w partii „{ $game }” — pozostały czas: { $left }.
timer-reminder-private = Przypomnienie: twój ruch — pozostały czas: { $left }.
sorry = Przepraszam, coś poszło nie tak po mojej stronie; nic nie zostało zmienione. Spróbuj jeszcze raz.
join-full = Partia #{ $id } ma już obu graczy.
timer-out-of-time = { $player }: koniec czasu.

## Players the bot cannot reach

unreachable = Nie mogę pisać do { $name } ({ $why }), więc wiadomości partii #{ $id } nie docierają. Partia toczy się dalej. { $name }: otwórz { $link } i naciśnij „Start”, aby znów dostawać jej wiadomości; /board pokazuje pozycję.
unreachable-blocked = zablokowano mnie
unreachable-deleted = konto zostało usunięte
unreachable-not-started = czat ze mną nie został jeszcze rozpoczęty
stats-bot-heading = { $name } przeciw { $bot } (bez rankingu)
stats-bot-record = { $game }, poziom { $level }: { $wins ->
    [one] { $wins } wygrana
    [few] { $wins } wygrane
   *[many] { $wins } wygranych
}, { $draws ->
    [one] { $draws } remis
    [few] { $draws } remisy
   *[many] { $draws } remisów
}, { $losses ->
    [one] { $losses } porażka
    [few] { $losses } porażki
   *[many] { $losses } porażek
}

## The chess kernel: moves that are not moves

list-or = { $init } lub { $last }
chess-type-a-move = Wpisz ruch.
chess-not-a-move = „{ $text }” to nie ruch.
chess-not-a-square = „{ $text }” to nie pole.
chess-trailing-words = „{ $extra }” po { $moved } nie jest częścią ruchu: wyślij sam ruch.
chess-not-a-piece = „{ $letter }” to tu nie bierka.
chess-off-board = Na tej planszy nie ma pola { $square }.
chess-no-such-piece = Nie masz { $piece ->
    [king] króla
    [queen] hetmana
    [rook] wieży
    [bishop] gońca
    [knight] skoczka
    [pawn] pionka
    [dragon] smoka
   *[piece] bierki
}.
chess-no-such-piece-on = { $from }: nie masz tam { $piece ->
    [king] króla
    [queen] hetmana
    [rook] wieży
    [bishop] gońca
    [knight] skoczka
    [pawn] pionka
    [dragon] smoka
   *[piece] bierki
}.
chess-not-in-reserve = Nie masz { $piece ->
    [king] króla
    [queen] hetmana
    [rook] wieży
    [bishop] gońca
    [knight] skoczka
    [pawn] pionka
    [dragon] smoka
   *[piece] bierki
} do wystawienia.
chess-no-legal-move = Brak dozwolonego ruchu: { $what }.
chess-which-one = Który dokładnie ruch: { $moves }?
chess-promotion-missing = W co ma się zamienić pionek: { $pieces }? Na przykład { $example }.
chess-promotion-not-allowed = Pionek nie może się tu zamienić w { $piece ->
    [king] króla
    [queen] hetmana
    [rook] wieżę
    [bishop] gońca
    [knight] skoczka
    [pawn] pionka
    [dragon] smoka
   *[piece] bierkę
}.
chess-what-drop = wystawienie { $piece ->
    [king] króla
    [queen] hetmana
    [rook] wieży
    [bishop] gońca
    [knight] skoczka
    [pawn] pionka
    [dragon] smoka
   *[piece] bierki
} na { $to }
chess-what-swap = te bierki nie mogą się zamienić
chess-what-castling = roszada
chess-what-to = { $piece ->
    [king] król
    [queen] hetman
    [rook] wieża
    [bishop] goniec
    [knight] skoczek
    [pawn] pionek
    [dragon] smok
   *[piece] bierka
} na { $to }
chess-what-from-to = { $piece ->
    [king] król
    [queen] hetman
    [rook] wieża
    [bishop] goniec
    [knight] skoczek
    [pawn] pionek
    [dragon] smok
   *[piece] bierka
}: { $from } → { $to }
chess-what-square-to = { $from } → { $to }
chess-from-file = kolumna { $file }
chess-from-pawn-file = kolumna { $file }
chess-from-rank = rząd { $rank }

## The web board (a Telegram Mini App, issue 31)

web-open-board = Otwórz planszę
web-private-game = To prywatna partia: jej planszę widzą tylko gracze.
web-waiting = Czekamy na drugiego gracza.
web-game-over = Partia #{ $id } jest zakończona.
web-not-a-move = „{ $text }” nie jest ruchem w tej grze.
web-open-private-chat = Najpierw otwórz prywatny czat z botem: { $link }
web-no-game = Nie ma takiej partii: link jest stary albo błędny.
web-loading = Wczytywanie…
web-your-move = Twój ruch.
web-how-many = Ile pionków?
web-promote-to = Promuj na:
web-pass = Pas
web-remove = Zdejmij
web-offer-draw = Zaproponuj remis
web-accept-draw = Przyjmij remis
web-resign = Poddaj się
web-resign-confirm = Poddać tę partię?
web-yes = Tak
web-cancel = Anuluj
web-moves = Ruchy
web-type-move = Wpisz ruch
web-send = Wyślij
web-watching = Obserwujesz tę partię.
web-hidden = Każdy gracz widzi tylko swoje bierki.
web-who = Kim jesteś? (nazwa użytkownika konsoli)
web-enter = Otwórz
web-no-link = Brak partii do pokazania: otwórz planszę z wiadomości partii.
web-offline = Utracono połączenie; próbujemy ponownie…
web-bad-auth = Telegram nie potwierdził, kim jesteś: otwórz planszę ponownie z wiadomości bota.
