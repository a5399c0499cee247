# Komunikaty boardbota po polsku.

## Counts

count-moves = { $n ->
    [one] { $n } ruch
    [few] { $n } ruchy
   *[many] { $n } ruchów
}

## Language

language-current = Język: { $name }.
language-menu-private = Piszę do Ciebie w języku: { $name }. Wybierz język:
language-menu-group = W tej grupie piszę w języku: { $name }. Administrator może go zmienić:
language-set-private = Gotowe: od teraz piszę do Ciebie po polsku.
language-set-group = Gotowe: od teraz piszę w tej grupie po polsku.
language-admins-only = Język grupy może zmienić tylko jej administrator.
language-unknown = Nie znam języka „{ $code }”. Wybierz jeden z: { $list }.

## Seats

seat-white = Białe
seat-black = Czarne
seat-challenger = Pretendent
seat-opponent = Przeciwnik
seat-first = Pierwszy
seat-second = Drugi

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
help-board = /board — pokaż planszę jeszcze raz (/board text — jako tekst)
help-moves = /moves — dotychczasowe ruchy; /export — zapis partii
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
help-rated = Partie między dwiema osobami są rankingowe (Glicko-2, osobno dla każdej gry; ? oznacza ranking tymczasowy); rated=no — partia towarzyska.
help-typing-group = Wpisuj ruchy jako zwykłe wiadomości. Odpowiadam tylko na wiadomości, które wyglądają jak ruch, więc rozmawiajcie swobodnie. Komendy przyjmują #N — numer partii; ruch też (#3 Nf3). Możesz też odpowiedzieć na wiadomość z planszą partii.
help-typing-private = Wpisuj ruchy jako zwykłe wiadomości. Komendy dotyczące partii przyjmują #N — jej numer.

## The games' own commands (GameCommand::about)

command-bid = Chpok: licytacja, np. /bid white raise 2
command-undo = Chpok: cofnij ruch, jeśli gra na to pozwala
command-any = Kriegspiel: zapytaj „Any?” (czy są bicia pionem?)

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
new-created = Utworzono { $game }: twoja strona — { $seat }.{ $more }
    Zaproś znajomego: wyślij mu { $link }
    albo niech wpisze /join { $code } w prywatnym czacie ze mną.
join-joins = { $game }: { $player } dołącza ({ $seat }). { $players }
join-joins-there = { $player } dołącza do { $game }.
join-open-private = { $player }: planszę będę wysyłać w naszym prywatnym czacie — otwórz { $link } i naciśnij „Start”.

## Every game: results and turns

outcome-resignation = Wygrana: { $winner } (przeciwnik się poddał).
outcome-on-time = Wygrana na czas: { $winner }.
outcome-agreed-draw = Remis za obopólną zgodą.
refusal-game-over = Partia już się zakończyła.
refusal-not-your-turn = Teraz nie twój ruch. Na ruchu: { $seat }.
