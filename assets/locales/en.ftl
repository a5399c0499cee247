# boardbot's messages in English.
#
# Every message the bot writes for a person has an id here and in each
# other language's file (uk.ftl, pl.ftl, ru.ftl), with the same arguments.
# `/board text`, the console's `Game over: RESULT` and the records keep
# English letters in every language.

## Counts

count-moves = { $n ->
    [one] { $n } move
   *[other] { $n } moves
}

## Language

language-current = Language: { $name }.
language-menu-private = You read me in { $name }. Choose your language:
language-menu-group = This group reads me in { $name }. An administrator can change it:
language-set-private = Done: I will write to you in English.
language-set-group = Done: I will write in this group in English.
language-admins-only = Only an administrator of this group can change its language.
language-unknown = I don't speak '{ $code }'. Choose one of: { $list }.

## Seats

seat-white = White
seat-black = Black
seat-challenger = Challenger
seat-opponent = Opponent
seat-first = First
seat-second = Second

## Boards and turns

versus = { $first } vs { $second }
turn = { $player } to move.
turn-time-left = { $player } to move, { $left } left.
header-opponent = { $game } vs { $opponent }
ratings-change = Ratings: { $first }, { $second }
replay-caption = { $game }: the whole game, { $n } positions
button-offer-draw = Offer draw
button-resign = Resign

## Durations

duration-days-hours = { $d ->
    [one] { $d } day
   *[other] { $d } days
} { $h } h
duration-hours-minutes = { $h } h { $m } min
duration-minutes-seconds = { $m } min { $s } s
duration-seconds = { $s } s

## Greeting and help

greeting = Hello! I host board games by correspondence: { $games }.
help-games = Games: { $games }.
help-new-group = /new GAME [key=value …] — open a game in this group; everyone here watches
help-join-group = /join — take the free seat (or press Join)
help-new-private = /new GAME [key=value …] — start a game and get an invite link for a friend
help-join-private = /join CODE — join a friend's game with their invite code
help-board = /board — the board again (/board text: as text)
help-moves = /moves — the moves so far; /export — the game record
help-games-group = /games — the games of this group
help-games-private = /games — your games; /switch N — play game N from this chat
help-say = /say TEXT — send a message to your opponent
help-draw-resign = /draw — offer or accept a draw; /resign — give up (asks to confirm)
help-claim = /claim — win a game whose opponent left or has been silent for 30 days
help-abort-group = /abort — cancel a game nobody has moved in yet (group administrators: any game)
help-abort-private = /abort — cancel a game nobody has moved in yet
help-top-group = /top [GAME] — the best-rated players of this group; /stats [@user] [GAME] — rating and results
help-top-private = /top [GAME] — the best-rated players; /stats [@user] [GAME] — rating and results
help-history-group = /history [N] — your last finished games here, with their records
help-history-private = /history [N] — your last finished games, with their records
help-rules = /rules GAME — the rules in short; /help GAME — its move syntax and options
help-language = /language — choose the language I write in (English, українська, polski, русский)
help-options = Options of { $games }: color=white|black|random, days=N (1–14 days per move).
help-rated = Games between two people are rated (Glicko-2, per game; ? marks a provisional rating); rated=no makes a friendly game.
help-typing-group = Type moves as plain messages. I answer only messages that look like a move, so talk freely. Commands accept #N to name a game; so does a move (#3 Nf3), or reply to the game's board.
help-typing-private = Type moves as plain messages. Commands that act on a game accept #N to name it.

## The games' own commands (GameCommand::about)

command-bid = Chpok: bid in the auction, e.g. /bid white raise 2
command-undo = Chpok: take back a move, where the game allows it
command-any = Kriegspiel: ask "Any?" (any pawn captures?)

## Telegram's command menus

menu-start = Greeting and help; with an invite code, join that game
menu-new-private = Start a game and get an invite link: /new opok
menu-join-private = Join a friend's game: /join CODE
menu-games = Your games and whose turn it is
menu-switch = Play game N from this chat: /switch N
menu-board = The board again (/board text: as text)
menu-moves = The moves so far
menu-draw = Offer or accept a draw
menu-resign = Give up the game
menu-export = The game record
menu-abort = Cancel a game nobody has moved in yet
menu-stats = Ratings and results: /stats [@user] [GAME]
menu-top-private = The best-rated players: /top [GAME]
menu-history-private = Your last finished games: /history [N]
menu-rules = The rules of a game in short: /rules opok
menu-language = Choose your language
menu-help = Commands and games; /help GAME: its move syntax
menu-new-group = Open a game in this group: /new opok
menu-join-group = Take the free seat
menu-top-group = The best-rated players of this group: /top [GAME]
menu-history-group = Your last finished games here: /history [N]

## New games and joining

button-join = Join
new-days-per-move = { $d ->
    [one] { $d } day per move.
   *[other] { $d } days per move.
}
new-friendly = Friendly game: not rated.
new-waiting = { $game }: { $players } — waiting for a second player.{ $more } Type /join or press Join.
new-created = { $game } created: you play { $seat }.{ $more }
    Invite a friend: send them { $link }
    or let them type /join { $code } in their private chat with me.
join-joins = { $game }: { $player } joins as { $seat }. { $players }
join-joins-there = { $player } joins { $game }.
join-open-private = { $player }: I will send you the board in our private chat: open { $link } and press Start.

## Every game: results and turns

outcome-resignation = { $winner } wins by resignation.
outcome-on-time = { $winner } wins on time.
outcome-agreed-draw = Draw by agreement.
refusal-game-over = The game is over.
refusal-not-your-turn = It is not your turn: { $seat } is to move.

## Help and rules of a game

rules-which-game = Which game? /rules GAME, e.g. /rules opok.
rules-title = { $game } — the rules in short
