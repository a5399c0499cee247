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

## Moves in the players' letters

# A piece's letter in the reader's language: in every move echo, caption,
# reserve, prison, prompt and hint (records and /board text keep English
# letters). $piece: king, queen, rook, bishop, knight, pawn, dragon.
piece-letter = { $piece ->
    [king] K
    [queen] Q
    [rook] R
    [bishop] B
    [knight] N
    [dragon] D
   *[pawn] P
}
# The same in lower case: a long move's promotion (e7e8q).
piece-letter-lower = { $piece ->
    [king] k
    [queen] q
    [rook] r
    [bishop] b
    [knight] n
    [dragon] d
   *[pawn] p
}

# A piece letter that means different pieces in different languages (or a
# piece and a file), and both readings are legal moves: the player chooses.
move-letter-two-ways = “{ $letter }” can be read two ways. Which move: { $moves } or { $last }?

## Language

language-current = Language: { $name }.
# The language this file is in, as the menu's sentences name it.
language-name = English
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

## The games' names

# Each game's name in this language (as its players' community calls it);
# /new also takes it, or a word of it.
chpok-title = Chpok
korpalski-title = Korpalski Chess
kriegspiel-title = Kriegspiel
opok-title = Opok
exchange-title = Exchange Chess
# A game in a list: its name and the word /new takes.
game-and-name = { $title } ({ $name })

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
help-vs-bot = /new GAME vs=bot [level=1…5] — play against me (level 3 unless you choose)
help-board = /board — the board again (/board text: as text)
help-moves = /moves — the moves so far; /export — the game record as a file; /export gif — its replay
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
help-game-options = Options of every game: rated=no (a friendly game, not rated), vs=bot [level=1…5] (against me).
help-game-options-full = Options of every game: color=white|black|random, days=N (1–14 days per move), rated=no (a friendly game, not rated), vs=bot [level=1…5] (against me).
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

## Every game: results and turns

outcome-resignation = { $winner } wins by resignation.
outcome-on-time = { $winner } wins on time.
outcome-agreed-draw = Draw by agreement.
refusal-game-over = The game is over.
refusal-not-your-turn = It is not your turn: { $seat } is to move.

## Help and rules of a game

rules-which-game = Which game? /rules GAME, e.g. /rules opok.
rules-title = { $game } — the rules in short

## Which game a message is for

find-no-such-game = There is no game #{ $id } of yours here. /games lists yours.
find-which-group = Which game? Add its number, e.g. #{ $id }:
    { $list }
find-none-here = No game is running in this chat. Start one with /new GAME.
find-which-private = Which game? You have several:
    { $list }
    Reply to its board, add #N, or choose one with /switch N.
find-none-running = You have no game running. Start one with /new GAME.
find-not-playing = You are not playing in this game.
find-not-playing-in = You are not playing in { $game }.
find-not-playing-here = You are not playing in any game here:
    { $list }
find-over = Game #{ $id } is over: { $result }, { $reason }
find-over-result = Game #{ $id } is over: { $result }.
find-over-no-result = Game #{ $id } is over: no result.
find-no-game-to-move = You have no game to move in here. Start one with /new GAME, or /help.
find-not-a-move-in = '{ $text }' is not a move in { $game }.
find-not-a-move-anywhere = '{ $text }' is not a move in any of your games.
find-say-or-help = /say #N TEXT talks to your opponent in game N; /help GAME shows a game's moves.
find-help = /help GAME shows a game's moves.
find-help-game = /help { $name } shows the moves.
find-bot-does-not-chat = { $bot } does not chat: it only plays. /help { $name } shows the moves.
find-which-move-private = Which game is this move for? You have several:
    { $list }
    Reply to its board, put #N before the move, or choose one with /switch N.
find-played-in = { $game } is played in { $place }: send your moves there.
find-played-in-its-group = { $game } is played in its group: send your moves there.
find-start-another = /new GAME starts another.
find-not-in-game = You do not play in game #{ $id } here.
find-not-your-move-anywhere = It is not your move in any of your games here:
    { $list }
find-which-move-group = Which game is this move for? It is your move in several here:
    { $list }
    Put #N before the move ({ $example }) or reply to the game's board.

## Opok

# /help opok and /rules opok. The terms: a stack (стопка), checkers (шашки).
opok-help =
    Opok moves:
    • FROM COUNT TO: take COUNT checkers off your stack on FROM and move them to the empty square TO, e.g. a1 3 b3. The bot finds a path of exactly COUNT steps.
    • A path of squares joined by dashes, e.g. a1-a2-a3-b3: as many checkers move as the path has steps.
    At least one checker always stays behind. A player with no move passes automatically.
    Option: size=N, the board is N×N with N from 5 to 12 (default 7), e.g. /new opok size=9.
opok-rules =
    Opok, a game of stacks on an N×N board (default 7×7).
    • Each player has N² checkers, all in one stack on their home corner: First on a1, Second on the opposite corner. First moves first.
    • A move: take k checkers off one of your stacks of height h (1 ≤ k ≤ h−1, at least one stays) and move them as a new stack along exactly k orthogonal steps. The path may not enter any square holding a stack and may not step straight back to the square it just left; it may cross itself. It ends on an empty square.
    • Capture: look from the stack that arrived in each of the four directions. A contiguous run of enemy stacks followed by one of your stacks is captured if the arrived stack plus that far stack are higher than the whole run. Captured checkers leave the game. Only the mover captures; corner stacks can never be enclosed.
    • A player with no move passes; the other keeps moving.
    • When neither player can move, the player whose stacks stand on more squares wins; equal is a draw.
# /new opok with options it does not take.
opok-no-option = Opok has no option '{ $key }'. Options: size=N (N from { $min } to { $max }), color=white|black|random, days=N.
opok-size-twice = size is given twice.
opok-bad-size = size must be a whole number from { $min } to { $max }, not '{ $value }'.
# A move as announced: "3. First: a1 3 b3". $mv is the move as typed (notation).
opok-played = { $n }. { $seat }: { $mv }
opok-played-captures = { $n }. { $seat }: { $mv }, captures { $count ->
    [one] { $count } checker
   *[other] { $count } checkers
} on { $squares }
opok-passes = { $seat } has no move and passes.
opok-neither-can-move = Neither player can move.
# The result: "First wins, 9 squares to 7."
opok-wins = { $seat } wins, { $n ->
    [one] { $n } square
   *[other] { $n } squares
} to { $other }.
opok-draw = Draw, { $n ->
    [one] { $n } square
   *[other] { $n } squares
} each.
opok-no-draws = Draws by agreement are not part of Opok: the game ends when neither player can move.
opok-move-number = Move { $n }.
# Under the board and in the caption: squares held, checkers left.
opok-figures = { $seat }: { $squares ->
    [one] { $squares } square
   *[other] { $squares } squares
}, { $checkers ->
    [one] { $checkers } checker
   *[other] { $checkers } checkers
}
# The move list (/moves).
opok-pass = pass
opok-moves-captures = { $mv } (captures { $count ->
    [one] { $count } checker
   *[other] { $count } checkers
} on { $squares })
opok-captures = captures { $count ->
    [one] { $count } checker
   *[other] { $count } checkers
} on { $squares }
opok-no-moves = No moves.
opok-no-moves-yet = No moves yet.
opok-result = Result: { $score }, { $reason }
# Refusals of a move.
opok-syntax = Write a move as FROM COUNT TO, e.g. a1 3 b3 (3 checkers from a1 to b3), or as a path of squares, e.g. a1-a2-a3-b3.
opok-not-a-square = '{ $text }' is not a square: squares are written like a1 or c5.
opok-off-board = { $square } is not on a { $n }×{ $n } board.
opok-empty-step = '{ $text }' has an empty step. Write a path as squares joined by dashes, e.g. a1-a2-a3-b3.
opok-not-a-count = '{ $text }' is not a number of checkers.
opok-how-many = How many checkers?
opok-square-alone = A square alone is not a move.
opok-not-a-move = '{ $text }' is not a move.
opok-path-too-short = A path needs at least two squares, e.g. a1-a2 or a1-a2-b2.
opok-no-stack = There is no stack on { $square }.
opok-not-yours = The stack on { $square } is { $seat }'s, not yours.
opok-single-checker = The stack on { $square } has only 1 checker; it cannot move, since one checker must stay.
opok-count-zero = You must move at least 1 checker.
opok-too-many = The stack on { $square } has { $height ->
    [one] { $height } checker
   *[other] { $height } checkers
}; you can move at most { $max }.
opok-must-leave = The checkers must leave { $square }: a move ends on an empty square.
opok-target-occupied = { $square } holds a stack of { $seat }; a move ends on an empty square.
opok-parity-even = { $to } is an even number of steps from { $from }, so no path of exactly { $k ->
    [one] { $k } step
   *[other] { $k } steps
} can end there.
opok-parity-odd = { $to } is an odd number of steps from { $from }, so no path of exactly { $k ->
    [one] { $k } step
   *[other] { $k } steps
} can end there.
opok-too-far = { $to } is { $dist } steps from { $from }; a path of { $k ->
    [one] { $k } step
   *[other] { $k } steps
} cannot reach it.
opok-no-path = No path of exactly { $k ->
    [one] { $k } step
   *[other] { $k } steps
} from { $from } to { $to } avoids the stacks.
opok-path-too-long = The stack on { $square } has { $height ->
    [one] { $height } checker
   *[other] { $height } checkers
}; you can move at most { $max }, but the path has { $steps } steps.
opok-not-a-step = { $from } to { $to } is not one orthogonal step.
opok-path-reverses = The path steps from { $from } straight back to { $to }; a stack may not reverse a step.
opok-path-returns = The path returns to { $square }, where the stack stands.
opok-path-blocked = The path enters { $square }, which holds a stack of { $seat }.

## Korpalski Chess

# $piece and $captured are English keys (king, queen, rook, bishop, knight,
# pawn): select on them for the word in its case. $color is white or black.
# $move, $san, $polish, $square, $reserve, $options, $letter are raw
# notation; $seat, $winner are seat words (White, Black), nominative.
korpalski-no-option = Korpalski Chess has no option '{ $option }'. Only color=white|black|random and days=N may be given, e.g. /new korpalski color=black.
korpalski-played-capture = { $move }: the { $color } { $piece } goes to { $color ->
    [white] White
   *[black] Black
}'s prison.
korpalski-played-promotion = { $move }: the pawn becomes the { $piece } from { $color ->
    [white] White
   *[black] Black
}'s prison and goes there in its place.
# $color is the mover's: the captured man is the other side's.
korpalski-played-capture-promotion = { $move }: the { $color ->
    [white] black
   *[black] white
} { $captured } goes to { $color ->
    [white] Black
   *[black] White
}'s prison; the pawn becomes the { $piece } from { $color ->
    [white] White
   *[black] Black
}'s prison and goes there in its place.
# A move announced: "1. K@c2 (K/c2)". $san: SAN in the reader's letters;
# $polish: the Polish notation of the seed.
korpalski-played = { $n }{ $dots } { $san } ({ $polish })
# A move in a list or a refusal: SAN in the reader's letters, or the
# seed's Polish notation (Polish).
# unused: $polish
korpalski-notation = { $san }
korpalski-drop-which = Name the man to drop before the square (K, Q, R, B, N, P or in Polish K, H, W, G, S, p).
korpalski-drop-which-one = Name the man to drop before the square, e.g. { $example } (K, Q, R, B, N, P or in Polish K, H, W, G, S, p).
korpalski-drop-which-two = Name the man to drop before the square, e.g. { $first } or { $second } (K, Q, R, B, N, P or in Polish K, H, W, G, S, p).
# $error: why the text is no move (its own sentence).
korpalski-not-a-move = { $error } Moves look like N@e4 or K/c2 (drops), Nf3, exd5, e2e4 or Wb5:c5.
korpalski-king-first = { $color ->
    [white] White
   *[black] Black
}'s first move must drop the king: for example K@{ $square } (or K/{ $square }). Nothing else may come onto the board before it.
korpalski-nothing-to-capture = There is nothing to capture on { $square }: without the capture sign that move is { $san } ({ $polish }).
korpalski-no-piece-drop = You have no { $piece } on the board; to drop one: { $drop }.
korpalski-capture-empty = There is nothing to capture on { $square }.
korpalski-promotion-question = Which piece from your prison should the pawn become: { $options }? Add its letter, e.g. ={ $letter }.
korpalski-no-castling = There is no castling in Korpalski Chess.
korpalski-king-dropped-already = Your king is already on the board: it is dropped only once.
korpalski-none-left = You have no { $piece } left to drop. Your reserve: { $reserve }.
korpalski-occupied = { $square } is occupied: a man may be dropped only on an empty square.
korpalski-pawn-ranks = Pawns may not be dropped on ranks 1 and 8.
korpalski-king-next-to-king = Your king may not be dropped on { $square }: next to the other king.
# $color: the side whose king would be attacked.
korpalski-drop-gives-check = A drop may not give check: a { $piece } on { $square } would attack the { $color } king.
korpalski-king-in-check-on = Your king would be in check on { $square }.
korpalski-drop-does-not-stop = You are in check, and a { $piece } on { $square } does not stop it.
korpalski-en-passant-too-late = The chance to take the { $square } pawn en passant has passed: it is possible only on the move right after its double step.
korpalski-en-passant-no-double-step = En passant takes only a pawn that has just made a double step; the { $square } pawn did not.
# $choices: piece names (korpalski-piece-*) joined by korpalski-list-or.
korpalski-prison-lacks = Your prison holds no { $piece }: the pawn can become a { $choices } (e.g. ={ $letter }).
korpalski-list-or = { $items } or { $last }
korpalski-piece-queen = queen
korpalski-piece-rook = rook
korpalski-piece-bishop = bishop
korpalski-piece-knight = knight
korpalski-prison-empty = The pawn cannot go to the last rank: your prison holds no queen, rook, bishop or knight for it to become.
korpalski-leaves-king-in-check = { $move } would leave your king in check.
korpalski-move-does-not-stop = You are in check, and { $move } does not stop it.
korpalski-agree-draw-one = A draw by agreement is possible only once neither player has anything left to drop; { $seat } still has men to drop. No draw can be claimed now either: that needs a threefold repetition or 50 moves each without a capture, pawn move or drop.
korpalski-agree-draw-both = A draw by agreement is possible only once neither player has anything left to drop; both players still have men to drop. No draw can be claimed now either: that needs a threefold repetition or 50 moves each without a capture, pawn move or drop.
korpalski-claimed-repetition = Draw by threefold repetition, claimed by { $seat }.
korpalski-claimed-fifty = Draw by the 50-move rule, claimed by { $seat }.
korpalski-button-claim-draw = Claim draw
korpalski-button-queen = Queen
korpalski-button-rook = Rook
korpalski-button-bishop = Bishop
korpalski-button-knight = Knight
korpalski-outcome-checkmate = { $winner } wins by checkmate.
korpalski-outcome-stalemate = Draw by stalemate.
korpalski-outcome-insufficient = Draw by insufficient material.
korpalski-outcome-fivefold = Draw by fivefold repetition.
korpalski-outcome-seventy-five = Draw by the 75-move rule.
korpalski-status-move = Move { $n }.
korpalski-status-check = { $seat } is in check.
korpalski-status-claim-repetition = Either player may claim a draw by threefold repetition with /draw.
korpalski-status-claim-fifty = Either player may claim a draw by the 50-move rule with /draw.
# $reserve, $prison: piece letters (Q R×2 N P×6) or -.
korpalski-status-reserves = { $color ->
    [white] White
   *[black] Black
} reserve: { $reserve }; prison: { $prison }
# Labels drawn on the picture.
korpalski-label-reserve = { $color ->
    [white] White
   *[black] Black
} reserve
korpalski-label-prison = { $color ->
    [white] White
   *[black] Black
} prison
korpalski-no-moves = No moves yet.
korpalski-no-moves-over = No moves.
# $reason: how the game ended (its own sentence).
korpalski-moves-result = Result: { $score }, { $reason }

korpalski-help =
    Korpalski Chess moves, in English or Polish notation:
    • Drop a man from your reserve: N@e4, P@g2, K@c2 (English) or S/e4, p/g2, K/c2 (Polish). Your first move must drop your king.
    • Move on the board: SAN or long algebraic (Nf3, Qxe5, exd6, e2e4, e7e8q) or Polish (Ke5-d6, Wb5:c5, W:f3, Kb3, Ha8, Sf6).
    • Promotion names a piece from your own prison: e8=Q, a1=N, pa2-a1=H, pe8=H. Without the letter the bot offers the possible pieces as buttons.
    Polish letters: K król (king), H hetman (queen), W wieża (rook), G goniec (bishop), S skoczek (knight), p pionek (pawn).
    Check and mate signs (+ # X) are optional.
    /draw claims a draw by threefold repetition or the 50-move rule while one is available (a Claim draw button shows it); otherwise it offers a draw, which works only when neither player has anything left to drop.
    /export lang=pl gives the record in Polish notation.

korpalski-rules =
    Korpalski Chess: chess that starts on an empty 8×8 board.
    • Each player's reserve holds K, Q, 2 R, 2 B, 2 N, 8 P. On each turn you either move a man on the board or drop one from your reserve onto an empty square. Your first move must drop your king. White starts.
    • A drop may not give check, and pawns may not be dropped on ranks 1 and 8. Bishops may go on either colour.
    • Men move and capture as in chess, with en passant; a pawn double-steps only from its own second rank (also a dropped one). No castling.
    • Captured men go to their owner's prison and are never dropped again.
    • A pawn may reach the last rank only if its owner's prison holds a queen, rook, bishop or knight: it becomes one of them, which leaves the prison, and the pawn goes into the prison in its place (never to come back). Without one the pawn cannot go there, but it still attacks those squares.
    • Checkmate wins; a check may also be stopped by dropping a man between.
    • Draws (automatic): stalemate (no legal move and no legal drop), insufficient material counting the reserves, fivefold repetition, 75 moves each without a capture, pawn move or drop.
    • Draws a player may claim with /draw: threefold repetition (with the same reserves and prisons), 50 moves each without a capture, pawn move or drop. A draw by agreement only when neither player can drop anything.

## Kriegspiel

# The referee's words. $seat, $winner, $loser are seat words (White,
# Black), nominative; $color is white or black; $square, $tried, $moves,
# $move, $list, $last, $example, $text are raw notation.
kriegspiel-no-option = Kriegspiel has no option '{ $option }'. The only option is rules=wild16 (default) or rules=english.
kriegspiel-rules-twice = rules is given twice.
kriegspiel-rules-value = rules must be wild16 or english, not '{ $value }'.
kriegspiel-illegal = Illegal move
kriegspiel-no = No
kriegspiel-try = Try
kriegspiel-white-moved = White moved. Black's move.
kriegspiel-black-moved = Black moved. White's move.
kriegspiel-pawn-captured = Pawn at { $square } captured
kriegspiel-piece-captured = Piece at { $square } captured
kriegspiel-check-rank = Rank check
kriegspiel-check-file = File check
kriegspiel-check-long-diagonal = Long-diagonal check
kriegspiel-check-short-diagonal = Short-diagonal check
kriegspiel-check-knight = Knight check
kriegspiel-pawn-tries = { $n ->
    [one] { $n } pawn try
   *[other] { $n } pawn tries
}
kriegspiel-checkmate = Checkmate
kriegspiel-stalemate = Stalemate
kriegspiel-end-insufficient = Draw by insufficient material
kriegspiel-end-threefold = Draw by threefold repetition
kriegspiel-end-fifty = Draw by the 50-move rule
kriegspiel-outcome-checkmate = { $winner } wins by checkmate.
kriegspiel-outcome-stalemate = Draw by stalemate.
kriegspiel-outcome-insufficient = Draw by insufficient material.
kriegspiel-outcome-threefold = Draw by threefold repetition.
kriegspiel-outcome-fifty = Draw by the 50-move rule.
kriegspiel-outcome-bare-king = Draw: { $loser } ran out of time, but { $winner } has only the king.
kriegspiel-must-capture = The answer was Try: your next attempt must be a pawn capture (a pawn moving diagonally).
kriegspiel-unknown-command = /{ $name } is not used in Kriegspiel.
kriegspiel-any-wild16 = /any belongs to the english rules. In wild16 the referee announces the number of pawn tries after every move.
kriegspiel-any-not-your-turn = Only the player to move may ask /any, on their turn.
kriegspiel-asked-already-try = You asked already on this turn; the answer was Try.
kriegspiel-asked-already-no = You asked already on this turn; the answer was No.
kriegspiel-asks-any = { $seat } asks: Any?
kriegspiel-button-any = Any?
kriegspiel-chess-moves-only = Kriegspiel moves are chess moves, e.g. e2e4, Nf3, O-O.
kriegspiel-promotion-slip = '{ $text }' is not a move: a promotion letter goes only with a pawn reaching the last rank (e.g. { $example }).
kriegspiel-which-one-single = Which one: { $move }?
# $list: moves joined by ", ".
kriegspiel-which-one = Which one: { $list } or { $last }?
kriegspiel-position-hidden = The position is hidden until the game ends.
kriegspiel-status-move = Move { $n }.
kriegspiel-opponent-left = Opponent pieces left: { $n }
kriegspiel-white-left = White pieces left: { $n }
kriegspiel-black-left = Black pieces left: { $n }
kriegspiel-tries-figure = Pawn tries: { $n }
kriegspiel-seat-moved = { $seat } moved
# $said: the referee's announcements after the move, joined by ", ".
kriegspiel-seat-moved-said = { $seat } moved: { $said }
# $answer: kriegspiel-illegal or kriegspiel-no.
kriegspiel-tried = { $seat } tried { $tried }: { $answer }
kriegspiel-seat-no = { $seat }: No
kriegspiel-asks-any-try = { $seat } asks: Any? Try
kriegspiel-asks-any-no = { $seat } asks: Any? No
kriegspiel-report-moves = Moves: { $moves }
kriegspiel-attempts-white = White's illegal attempts: { $list }.
kriegspiel-attempts-black = Black's illegal attempts: { $list }.
kriegspiel-attempts-white-none = White's illegal attempts: none.
kriegspiel-attempts-black-none = Black's illegal attempts: none.

kriegspiel-help =
    Kriegspiel moves are typed in your private chat with me, never in the group:
    • e2e4, g1f3, e7e8q (without a letter a pawn becomes a queen), or SAN read against your own board: Nf3, exd5, e8=N, O-O, O-O-O.
    • An illegal attempt is answered Illegal move (only you hear it); try again. With rules=english the referee answers No instead, and both players and the group hear it.
    • /any (rules=english only): are there pawn captures? Try or No.
    • /board shows your own pieces, /moves what you may know, /draw offers a draw, /resign gives up.
    Options: rules=wild16 (default, ICC) or rules=english, e.g. /new kriegspiel rules=english.

kriegspiel-rules =
    Kriegspiel: chess where you see only your own pieces; I am the referee and know the whole board.
    • On your turn you try moves in our private chat. An illegal attempt gets Illegal move (to you only) and you try again; a legal one is played.
    • After each move everybody hears, in this order: White moved. Black's move. (never what the move was), a capture (Pawn at d5 captured / Piece at c1 captured), each kind of check (Rank, File, Long-diagonal, Short-diagonal, Knight check), the number of pawn tries of the side to move (legal pawn captures) and the end: Checkmate, Stalemate or a draw by insufficient material, threefold repetition or the 50-move rule, decided automatically.
    • Promotion and castling are not announced.
    • rules=english: no pawn-try count; instead /any asks whether a pawn capture exists (Try or No, heard by both) and after Try your next attempt must be a pawn capture. Illegal attempts are answered No to both.
    • At the end everybody sees the whole board, the record and all illegal attempts.

## Playing: moves, resignation, draws, claims

play-still-waiting = Game #{ $id } is still waiting for a second player.
play-aborted = Game #{ $id } was aborted.
play-you-left = You left the group, so you can no longer play game #{ $id }.
play-send-privately-once = Moves in { $game } go to me in our private chat, never here, where everybody would see them. The button opens it (I say this once).
play-waits-for-private-chats = Game #{ $id } waits until both players have opened a private chat with me (the link is in the group). Send your move again then.
play-not-your-turn = Not your turn: it is { $player }'s move.
play-not-your-turn-in = Not your turn in { $game }: it is { $player }'s move.
play-no-talk-kriegspiel = Players do not talk during a Kriegspiel game: only the referee speaks.
play-say-hint = To send it to { $opponent }, write /say { $text }
play-not-started-waiting = The game has not started: it waits for a second player.
play-command-not-used = /{ $command } is not used in { $game }.
unknown-command = I don't know /{ $command }. /help lists what I understand.
play-only-asker = Only { $name } can answer this question.
play-only-asker-unknown = Only another player can answer this question.
play-nobody-joined-abort = Nobody has joined yet: /abort cancels the game.
button-yes-resign = Yes, resign
button-no = No
button-accept-draw = Accept draw
play-resign-question = { $player }, resign { $game }?
play-not-resigned = Not resigned: play on.
play-resigns = { $player } resigns.
play-not-started = The game has not started yet.
play-claims-draw = { $player } claims a draw.
play-draw-offered-already = You have offered a draw already; { $opponent } can accept it with /draw.
play-accepts-draw = { $player } accepts the draw.
play-offers-draw = { $player } offers a draw in { $game }. { $opponent }: /draw accepts; a move declines.
play-draw-offer-sent = You offer a draw. { $opponent } may accept it, or decline it with a move.
play-draw-offered = { $player } offers a draw: /draw accepts it; a move declines it.
play-claim-nothing-time-limit = Nothing to claim: { $opponent } is still in the game, and game #{ $id } has a time limit of its own.
play-claim-nothing-yet = Nothing to claim: { $opponent } is still in the game; you may claim if they stay silent { $left } more.
play-claim-nothing = Nothing to claim: { $opponent } is still in the game.
outcome-opponent-left = { $winner } wins: { $opponent } left the group.
outcome-opponent-silent = { $winner } wins: { $opponent } did not move for 30 days.
play-claims-win = { $player } claims the win.
say-usage = /say TEXT sends TEXT to your opponent, e.g. /say good luck!
say-played-in = Game #{ $id } is played in { $place }: talk to each other there.
say-played-in-its-group = Game #{ $id } is played in its group: talk to each other there.
say-no-talk-kriegspiel = Players do not talk during a Kriegspiel game: only the referee speaks. /say works again when it is over.
say-nobody-joined = Nobody has joined this game yet.
say-to-bot = { $bot } does not chat: it only plays its moves.
say-relayed = 💬 { $player }: { $text }
    ({ $game } — answer with /say)
say-sent = Sent to { $name }.
say-not-opened = { $name } has not opened a private chat with me, so I cannot pass it on.

## Finding a game by name

find-game-which = Which game? { $list }
find-game-unknown = Unknown game '{ $name }'. { $list }
find-game-ambiguous = '{ $name }' could mean several games. { $list }
new-example = Example: /new opok size=7

## Boards, moves, records and lists of games

view-position-hidden = The position is hidden until the game ends: each player sees their own pieces in their private chat with me.
view-waiting = Waiting for a second player.
view-moves = { $game }: the moves so far
view-moves-none = { $game }: the moves so far: none yet.
view-record-secret = The record is secret until the game ends: /moves shows what you may know.
view-record-in-private = I send records to spectators in our private chat: open it with the button, then ask again.
view-no-positions = { $game } has no positions to show yet.
replay-caption-so-far = { $game }: the game so far, { $n } positions
view-record-file = { $game }: the record ({ $file })
view-no-games-here = No game is running here. /new GAME starts one.
view-games-here = Games here:
    { $list }
view-your-games = Your games:
    { $list }
    /switch N makes game N the one your moves here go to.
view-switched = Game #{ $id } chosen: moves you type here go to it.
view-switch-usage-none = /switch N takes the number of one of your games. You have no game running.
view-switch-usage = /switch N takes the number of one of your games. Your games:
    { $list }
list-vs = vs { $player }
list-line = { $game } { $opponent } — { $state }
list-line-in = { $game } in { $place } { $opponent } — { $state }
list-waiting-code = waiting for a second player (invite code { $code })
list-waiting-join = waiting for a second player (/join #{ $id })
list-waiting = waiting for a second player
list-your-move = your move
list-your-move-left = your move, { $left } left
list-their-move = { $player }'s move
list-their-move-left = { $player }'s move, { $left } left
list-over = over

## Exchange Chess

# /help exchange and /rules exchange.
exchange-help =
    Exchange Chess moves:
    • First move of White: the king on a corner, e.g. K@a1. The Black king goes to the opposite corner by itself.
    • Drop from your reserve: R@c3 (also R/c3), Q@…, B@…, N@… (never next to a king, never giving check)
    • Capture: Rxc5, b2xc5 or b2c5.
    • Swap two of your pieces when one attacks the other: b2<>d4 or swap b2 d4.
    • Knight step to an empty square another of your knights attacks: Nc3e4, c3e4, or Ne4 when only one knight can go there.
    /draw offers or accepts a draw.
    Option: size=N, the board is N×N with N from 4 to 12 (default 6), e.g. /new exchange size=8.
exchange-rules =
    Exchange Chess on an N×N board (default 6×6), no pawns.
    • Each player has a king and q queens, rooks, bishops and knights in reserve, q = ⌊⌊N²/4⌋/2⌋ (5×5: 3 each, 6×6: 4 each, 8×8: 8 each).
    • White puts the king on any corner; the Black king goes to the opposite corner. Kings never move and never capture.
    • Then, White first, a move is one of:
      1. a drop of a reserve piece on an empty square, not next to either king and not attacking the enemy king (the first move after the kings is always a drop);
      2. a capture by normal chess movement (pieces move only to capture);
      3. a swap of two of your pieces (not the king) when one attacks the other's square;
      4. a knight step to an empty square that another of your knights attacks.
    • There is no check rule: you may leave your king attacked, and captures and swaps may attack the enemy king.
    • Taking the enemy king wins. A player with no legal move on their turn loses. Draw by agreement, or after 20 moves by each player without a capture or a drop.
# /new exchange with options it does not take.
exchange-no-option = Exchange Chess has no option '{ $key }'. The only option is size=N, N from { $min } to { $max } (besides color= and days=).
exchange-did-you-mean = Did you mean size={ $size }?
exchange-size-twice = size is given twice.
exchange-bad-size = size must be a whole number from { $min } to { $max }, not '{ $value }'.
# Pieces and colours are passed by their English names, to select on in
# each language (with the case the sentence needs):
# $piece, $other, $named: king, queen, rook, bishop, knight, pawn, dragon, or piece;
# $color: white or black.
#
# A move as announced: "3. White: Rxc5+ — the rook on b5 takes the knight on c5."
# $dots is "." or "..." (Black's move), $san the move, $what one of the
# exchange-says- messages.
exchange-played = { $n }{ $dots } { $seat }: { $san } — { $what }
exchange-says-king-auto = the { $color ->
    [white] White
   *[black] Black
} king goes to the opposite corner by itself.
exchange-says-king = the king goes to { $square }.
exchange-says-drop = drops a { $piece } on { $square }.
exchange-says-swap = the { $piece } on { $from } and the { $other } on { $to } swap squares.
exchange-says-takes-king = the { $piece } on { $from } takes the { $color ->
    [white] White
   *[black] Black
} king!
exchange-says-takes = the { $piece } on { $from } takes the { $other } on { $to }.
exchange-says-step = the knight steps from { $from } to { $to }.
exchange-check = Check: the { $color ->
    [white] White
   *[black] Black
} king on { $square } is attacked.
exchange-no-legal-move = { $seat } has no legal move.
exchange-wins-king = { $seat } wins by capturing the king.
exchange-wins-no-move = { $winner } wins: { $seat } has no legal move.
exchange-draw-quiet = Draw: { $n } moves by each player without a capture or a drop.
# The picture's reserve trays (a colon follows).
exchange-reserve-label = { $color ->
    [white] White reserve
   *[black] Black reserve
}
# The buttons of White's first move.
exchange-king-on = King on { $square }
# The caption: "Move 3.", then each player's figures; $counts is like "Q 2, R 2, B 3, N 2".
exchange-move-number = Move { $n }.
exchange-place-king = White puts the king on a corner.
exchange-figures = { $seat }: { $n } in reserve ({ $counts }), { $board } on the board
exchange-figures-empty = { $seat }: nothing in reserve, { $board } on the board
# $moves is the count of moves each, maybe with ½ (e.g. 6½).
exchange-quiet = No capture or drop for { $n } plies ({ $moves } moves each); a draw at { $limit } moves each.
exchange-result = Result: { $score }, { $reason }
# Refusals of a move.
exchange-forms = Moves look like Q@c3 (drop), Rxc5 (capture), b2<>d4 (swap) or Nc3e4 (knight step).
exchange-or = { $list } or { $last }
exchange-two-moves = '{ $text }' holds more than one move: type one move at a time.
exchange-type-a-move = Please type a move.
exchange-not-a-move = '{ $text }' is not a move.
exchange-place-king-first = First put your king on a corner: { $corners }.
exchange-king-on-corner = The king goes on a corner: { $corners }.
exchange-not-a-square = '{ $text }' is not a square: the board is { $n }×{ $n }, files a–{ $last }, ranks 1–{ $n }.
exchange-not-a-piece = '{ $letter }' is not a piece here: the pieces are Q, R, B, N and the king K.
exchange-no-such-square = There is no square { $square } on this { $n }×{ $n } board.
exchange-first-is-drop = The first move after the kings is a drop.
exchange-first-is-drop-eg = The first move after the kings is a drop, e.g. { $example }.
exchange-no-men = You have no piece on the board: drop one from your reserve.
exchange-no-men-eg = You have no piece on the board: drop one from your reserve, e.g. { $example }.
exchange-no-castling = There is no castling in Exchange Chess.
exchange-no-pawns-drop = There are no pawns in Exchange Chess: drop a queen, rook, bishop or knight.
exchange-no-pawns-drop-eg = There are no pawns in Exchange Chess: drop a queen, rook, bishop or knight, e.g. { $example }.
exchange-kings-placed = The kings are already on the board, and kings never move.
exchange-none-left = You have no { $piece } left in reserve. Your reserve: { $reserve }.
exchange-reserve-empty = Your reserve is empty: capture, swap or step a knight instead.
exchange-drop-on-own = { $square } is not empty: your { $piece } stands there.
exchange-drop-on-enemy = { $square } is not empty: { $color ->
    [white] White
   *[black] Black
}'s { $piece } stands there.
exchange-next-to-king = { $square } is next to the { $color ->
    [white] White
   *[black] Black
} king on { $king }: nothing may be dropped on the squares around a king.
exchange-drop-gives-check = { $piece ->
    [king] The king
   *[other] A { $piece }
} on { $square } would attack the { $color ->
    [white] White
   *[black] Black
} king on { $king }: a drop may not give check.
exchange-cannot-drop = { $piece ->
    [king] The king
   *[other] A { $piece }
} cannot be dropped on { $square }.
exchange-swap-same = A swap needs two different squares.
exchange-swap-empty = { $square } is empty: a swap exchanges two of your own pieces.
exchange-swap-not-yours = The { $piece } on { $square } is not yours: a swap exchanges two of your own pieces.
exchange-swap-king = The king on { $square } never moves, so it cannot swap.
exchange-swap-no-attack = Neither the { $piece } on { $from } nor the { $other } on { $to } attacks the other's square, so they cannot swap.
# $piece and $square are moves written out as examples (Qxc5, c3xc5).
exchange-no-pawns-name = There are no pawns in Exchange Chess: name the piece ({ $piece }) or its square ({ $square }).
exchange-no-pawns-name-drop = There are no pawns in Exchange Chess: name the piece ({ $piece }) or its square ({ $square }), or drop one with { $example }.
exchange-kings-never-move = Kings never move or capture.
exchange-no-piece = There is no piece on { $square }.
exchange-not-yours = The { $piece } on { $square } is not yours.
exchange-other-piece = The piece on { $square } is a { $piece }, not a { $named }.
exchange-none-on-file = You have no { $piece } on file { $file }.
exchange-none-on-rank = You have no { $piece } on rank { $rank }.
exchange-none-on-board = You have no { $piece } on the board.
exchange-drop-instead = To drop one from your reserve, write { $example }.
exchange-holds-own = { $square } holds your own { $piece }: pieces move only to capture.
exchange-swap-instead = To exchange the two, write { $example }.
exchange-does-not-attack = The { $piece } on { $from } does not attack the { $other } on { $to }, so cannot capture it.
exchange-none-attacks = No { $piece } of yours attacks the { $other } on { $to }, so none can capture it.
exchange-knight-cannot-jump = A knight on { $from } cannot jump to { $to }.
exchange-no-knight-jumps = None of your knights can jump to { $to }.
exchange-no-second-knight = No other knight of yours attacks { $to }: a knight steps only to an empty square that another of your knights attacks.
exchange-empty-target = { $square } is empty: pieces move only to capture (and a knight may step where another of your knights attacks).
exchange-put-instead = To put { $piece ->
    [king] the king
   *[other] a { $piece }
} there from your reserve, write { $example }.
# A text that fits several legal moves: $choices is like "Nb1d2 or Nf3d2".
exchange-which-one = Which one: { $choices }?

## Pictures

# Opok's key under the board: which disc colour is whose ("First: alice").
picture-key-player = { $seat }: { $name }

## Chpok
# Chpok terms: bidding = торги (uk), chips = фішки (uk)
# Seats and colours come as words (seat-challenger, seat-white …) in
# $seat, $who, $winner, $loser, $color, except where $color is the key
# `white` or `black` that a select reads. Targets (white, time, row, x),
# feature names (koth, width=10 …), rows (RNBQKBNR), time controls (10+5),
# moves and squares are notation: keep them as they are.

chpok-help = Chpok: first the bidding, then the board.
    Bidding (the challenger first, then in turns):
    • /bid TARGET call: put as many chips as you are behind on TARGET. A call on white or time draws the value at random; on row or x it puts back the defaults.
    • /bid TARGET raise C [VALUE]: put C chips, at least one more than you are behind, and set the value.
    Targets: white (raising it makes you White), time (M+S, e.g. 10+5), row (the home row, e.g. RNBQKBNR, at least one K), x (features, e.g. width=10 koth -pass points=1,0,0,2,3,4,0; default resets all).
    Features: width=6…10, limit=10…888, undo=0…5, points=P,N,B,R,Q,K,D, castles=0…5, koth, kingsrun, cruelkings, superqueen, bishopstep, pawnsback, newborn, remove, pass, nokingpromo, noep.
    Moves: e2e4, e4, Nf3, Dxe6 (D is the Dragon), exd6, e8=Q or e7e8q, castling e1h1, castle e1 h1, O-O, O-O-O; with the features: P@e2 (newborn pawn), remove e4, pass; /undo.
    Options: /new chpok chips=N (1…99, default 15), clocks=off (no clocks at all).
chpok-rules = Chpok: bidding, then a chess-like board phase scored in points.
    • Bidding: each player has 15 chips and bids in turn on four targets: who plays White, the time control, the home row, the extraordinary features. A call matches the opponent's chips on a target (white and time are then drawn at random, row and x go back to the defaults); a raise puts more and sets the value. A player without chips is skipped; one with chips but no legal bid forfeits them. The bidding clock starts at 100 s, gains 100 s per bid (20 s when the opponent has no chips), at most 200 s; running out loses the game.
    • Board: 8 ranks × 6…10 files; rank 2 full of pawns, rank 1 the home row (at least one king), Black mirrored. Pieces move as in chess, with en passant; the Dragon jumps two squares straight or steps one diagonally. There is no check: kings are captured like any piece. Pawns promote to K, Q, R, B, D or N. Castling: a king and a rook on the home row with empty squares between (adjacent ones swap), once per game.
    • Points: +1000 per enemy king captured; +1…+4 for ending a move on rank 5…8 counted from your home row; optional piece points; −5000 for running out of time.
    • The game ends when a player resigns, the last king of a side is captured, a clock runs out, the move limit is reached, or by the claims: after each Black move from the 20th, if the difference in points was 0 for the last 20 moves it is a draw, and if one side leads and the difference never moved against it over those moves, that side wins. Otherwise more points win.
    • Features (the x target): width=6…10 files; limit=L moves each; undo=N takebacks each; points=P,N,B,R,Q,K,D extra points per move by the piece that moved; castles=M per game; koth (your king on the enemy's centre squares ends the game, +1000 per enemy king); kingsrun (the same for reaching the enemy's home row); cruelkings (kings may take their own men); superqueen (the queen also jumps like a knight); bishopstep (a bishop on a corner may step to a side square); pawnsback (pawns may step back onto an empty square); newborn (once: a new pawn on your first two rows, P@e2); remove (instead of moving, remove an own piece, remove e4); pass; nokingpromo (no promotion to king); noep (no en passant).

# /new chpok options and the opening message
chpok-option-twice = { $option } is given twice.
chpok-number-range = { $key } must be a whole number from { $lo } to { $hi }, not '{ $value }'.
chpok-clocks-on-off = clocks is on or off (clocks=off turns every clock off), not '{ $value }'.
chpok-no-color-option = Chpok has no color= option: the colours are bid for (the white target).
chpok-no-days-option = Chpok has no days= option: it has its own clocks (the time target); clocks=off turns them off.
chpok-unknown-option = Chpok has no option '{ $option }'. Options: chips=N (1…{ $max }, default { $default }), clocks=off.
chpok-opening-live = Live: a bidding clock of { $seconds } s each (running out loses), then the board clocks bid for (the time target). For correspondence without clocks: /new chpok clocks=off.
chpok-opening-correspondence = Correspondence (clocks=off): no clocks in the bidding or on the board. For a live game on clocks: /new chpok.

# The bidding
chpok-bid-syntax = /bid TARGET call, or /bid TARGET raise CHIPS [VALUE]. Targets: white (raising it makes you White), time (VALUE M+S, e.g. 10+5), row (VALUE the home row, e.g. RNBQKBNR), x (VALUE features, e.g. width=10 koth -pass)
chpok-how-to-bid = How to bid: { chpok-bid-syntax }.
chpok-not-a-target = '{ $word }' is not a target: white, time, row or x. { chpok-bid-syntax }.
chpok-board-after-bidding = The board phase begins after the bidding. Bid with { chpok-bid-syntax }.
chpok-bidding-over-board-decides = The bidding is over: now the board decides.
chpok-not-your-turn-to-bid = Not your turn to bid: the { $seat } bids now.
chpok-call-or-raise = Call or raise? /bid { $target } call, or /bid { $target } raise CHIPS [VALUE].
chpok-call-no-value-random = A call takes no value (/bid { $target } call): calling draws the value at random. To set a value, raise.
chpok-call-no-value-row = A call takes no value (/bid row call): calling puts back the standard row. To set a value, raise.
chpok-call-no-value-x = A call takes no value (/bid x call): calling puts back all the defaults. To set a value, raise.
chpok-how-many-chips = How many chips? /bid { $target } raise CHIPS [VALUE], e.g. /bid { $target } raise 1.
chpok-not-a-number-of-chips = '{ $word }' is not a number of chips: /bid { $target } raise CHIPS [VALUE].
chpok-neither-call-nor-raise = '{ $word }' is neither call nor raise: /bid { $target } call, or /bid { $target } raise CHIPS [VALUE].
chpok-ask-time = Raise time with { $chips ->
        [one] { $chips } chip
       *[other] { $chips } chips
    }: which time control? Press a button, or type /bid time raise { $chips } M+S.
chpok-ask-row = Raise row with { $chips ->
        [one] { $chips } chip
       *[other] { $chips } chips
    }: which home row? Press a button, or type /bid row raise { $chips } ROW.
chpok-ask-x = Raise x with { $chips ->
        [one] { $chips } chip
       *[other] { $chips } chips
    }: which change of the features? Press a button, or type /bid x raise { $chips } FEATURES.
chpok-cannot-call = You cannot call on { $target }: you are not behind there ({ $mine } to { $theirs }). Raise instead: /bid { $target } raise { $min }.
chpok-calling-takes = Calling { $target } takes { $chips ->
        [one] { $chips } chip
       *[other] { $chips } chips
    }; you have { $have ->
        [one] { $have } chip
       *[other] { $have } chips
    }.
chpok-raise-needs = A raise on { $target } needs at least { $chips ->
        [one] { $chips } chip
       *[other] { $chips } chips
    }.
chpok-raise-needs-behind = A raise on { $target } needs at least { $chips ->
        [one] { $chips } chip
       *[other] { $chips } chips
    } (you are { $behind ->
        [one] { $behind } chip
       *[other] { $behind } chips
    } behind).
chpok-only-chips-left = You have only { $chips ->
        [one] { $chips } chip
       *[other] { $chips } chips
    } left.
chpok-white-takes-no-value = The white target takes no value: whoever raises it plays White. /bid white raise CHIPS.
chpok-calls-white = { $who } calls white with { $chips ->
        [one] { $chips } chip
       *[other] { $chips } chips
    }; drawn at random, the { $seat } plays White.
chpok-calls-time = { $who } calls time with { $chips ->
        [one] { $chips } chip
       *[other] { $chips } chips
    }; drawn at random, { $time }.
chpok-calls-row = { $who } calls row with { $chips ->
        [one] { $chips } chip
       *[other] { $chips } chips
    }; back to the standard row.
chpok-calls-x = { $who } calls x with { $chips ->
        [one] { $chips } chip
       *[other] { $chips } chips
    }; back to all defaults.
chpok-raises-white = { $who } raises white with { $chips ->
        [one] { $chips } chip
       *[other] { $chips } chips
    }: { $who } plays White.
# $value: a value of the table below (chpok-value-…) or notation
chpok-raises = { $who } raises { $target } with { $chips ->
        [one] { $chips } chip
       *[other] { $chips } chips
    }: { $value }.
chpok-no-chips-bids-again = { $out } has no chips left: { $seat } bids again.
chpok-forfeits = { $seat } has no legal bid and forfeits { $chips ->
        [one] { $chips } chip
       *[other] { $chips } chips
    }.
chpok-bidding-over = The bidding is over.
chpok-nobody-bid-white = Nobody bid for White: drawn at random, the { $seat } plays White.
chpok-no-time-set = No time control was set: drawn at random, { $time }.
chpok-row-does-not-fit = The home row { $row } does not fit the width { $width }: the standard row { $standard } is used.
chpok-settled = The { $white } plays White, the { $black } Black. Time { $time }. Home row { $row }. Features: { $features }.
chpok-settled-no-clocks = The { $white } plays White, the { $black } Black. No clocks. Home row { $row }. Features: { $features }.
# A target's value after a bid (in /moves, the record and announcements)
chpok-value-plays-white = { $seat } plays White
chpok-value-random = random
chpok-value-row-standard = { $row } (standard)
chpok-value-row-unfit = { $row } (does not fit width { $width }: the standard row would be used)
chpok-value-all-defaults = all defaults
chpok-value-drawn-white = drawn at random, the { $seat } plays White
chpok-value-drawn-time = drawn at random, { $time }
chpok-value-back-standard-row = back to the standard row
chpok-value-back-defaults = back to all defaults
# /moves during the bidding: one line per bid
chpok-bid-line-forfeit = { $seat } forfeits { $chips } (no legal bid)
chpok-bid-line-call = { $seat }: { $target } call ({ $chips }) — { $value }
chpok-bid-line-raise = { $seat }: { $target } raise { $chips } — { $value }
# Bid buttons
chpok-button-call = { $target ->
        [white] White
        [time] Time
        [row] Row
       *[x] X
    }: call { $chips }
chpok-button-raise = { $target ->
        [white] White
        [time] Time
        [row] Row
       *[x] X
    }: raise { $chips }

# The bidding table (the board while bidding), at most 40 columns: keep
# every line within them. $head is the target (5 characters) and both
# totals (6 each) and a space, 18 characters; the value column after it
# has 22. Columns: challenger's chips, opponent's. $a and $b come padded
# to 6; $pad is 18 spaces.
chpok-table-head = {"      "}Chal.  Opp. value
chpok-table-white = { $head }{ $seat } plays White
chpok-table-random = { $head }random
chpok-table-random-no-clocks = { $head }random (clocks off)
chpok-table-time-no-clocks = { $head }{ $time } (clocks off)
chpok-table-row-standard = { $head }{ $row } (standard)
chpok-table-row-unfit = { $head }{ $row } (does not fit
    { $pad }width { $width }: the standard
    { $pad }row would be used)
chpok-table-row-unfit-long = { $head }{ $row } (does not
    { $pad }fit width { $width }: the
    { $pad }standard row would be
    { $pad }used)
chpok-table-x-default = { $head }all defaults
chpok-table-chips = chips{ $a }{ $b } left
chpok-table-clock = clock{ $a }{ $b } to bid

# The board phase
chpok-not-your-turn = Not your turn: { $color } is to move.
chpok-pass-off = Passing is not allowed in this game (the pass feature is off).
# $pieces: letters joined by chpok-or
chpok-not-a-promotion = '{ $letter }' is not a piece: a pawn promotes to { $pieces }.
chpok-or = { $items } or { $last }
chpok-castling-off = Castling is not allowed in this game (castles=0).
chpok-no-castlings-left = You have no castlings left ({ $n } per game).
chpok-remove-off = Removing your own pieces is not allowed in this game (the remove feature is off).
chpok-remove-which = Which piece? remove SQUARE, e.g. remove e4.
chpok-remove-not-a-square = '{ $word }' is not a square of this board: remove SQUARE, e.g. remove e4.
chpok-remove-not-yours = The piece on { $square } is not yours.
chpok-remove-empty = There is no piece on { $square }.
chpok-castle-kings = { $castle } needs exactly one king on your home row (you have { $n } there): name the squares instead.
chpok-castle-kings-example = { $castle } needs exactly one king on your home row (you have { $n } there): name the squares instead, e.g. castle { $king } { $rook }.
chpok-castle-rooks = { $castle } needs exactly one rook on that side of your king (you have { $n }): name the squares instead, e.g. castle { $king } { $rook }.
chpok-castle-no-rook = { $castle }: you have no rook on that side of your king on the home row.
chpok-which-one = Which one: { $moves }?
chpok-newborn-off = Newborn pawns are not allowed in this game (the newborn feature is off).
chpok-newborn-used = You have used your newborn pawn already (one per game).
chpok-no-new-piece = You cannot put a new { $piece ->
        [king] king
        [queen] queen
        [rook] rook
        [bishop] bishop
        [knight] knight
        [dragon] dragon
       *[pawn] pawn
    } on the board: only a newborn pawn, P@e2, where the newborn feature is on.
chpok-newborn-where = A newborn pawn goes on an empty square of your home row or your pawn row.
chpok-en-passant-off = En passant is off in this game (noep): a pawn takes only a man on the square it moves to.
chpok-no-castling-there = No castling there: the king and the rook must both be on your home row with only empty squares between them.
chpok-undo-off = Undo is not allowed in this game (undo=0).
chpok-undos-used-up = You have used all your undos ({ $n } per game).
chpok-no-move-to-undo = You have made no move to undo.
chpok-nothing-to-undo = Nothing to undo: /undo takes back moves of the board phase, not bids.
chpok-undo-one = { $color } takes back their last move ({ $used } of { $allowed } undos used).
chpok-undo-two = { $color } takes back their last move and the reply ({ $used } of { $allowed } undos used).
chpok-undo-more = { $color } takes back their last move and the { $plies } plies after it ({ $used } of { $allowed } undos used).
chpok-command-not-used = /{ $name } is not used in Chpok.
chpok-ran-out-of-time = { $seat } ran out of time.
# A move announced: "5. White: Qxe7 — +1003 (king +1000, rank 7 +3)."
chpok-ply = { $number }. { $color }: { $text } — { $score }.
chpok-auto-pass = pass (no move)
# Chpok's own actions in a move echo and /moves (typed so in English).
chpok-move-pass = pass
chpok-move-remove = remove { $square }
chpok-move-castle = castle { $king } { $rook }
chpok-score-zero = 0 points
# $parts: the chpok-score-… below joined by ", "
chpok-score = +{ $total } ({ $parts })
chpok-score-king = king +{ $points }
chpok-score-rank = rank { $rank } +{ $points }
chpok-score-piece = piece +{ $points }
chpok-score-hill = hill +{ $points }
chpok-score-home-row = home row +{ $points }
chpok-score-removed-king = { $color } +{ $points } (a removed king)
chpok-king-takes-own = The king takes its own { $piece ->
        [king] king
        [queen] queen
        [rook] rook
        [bishop] bishop
        [knight] knight
        [dragon] dragon
       *[pawn] pawn
    }.
chpok-kings-left = { $color } has { $n ->
        [one] { $n } king
       *[other] { $n } kings
    } left.
chpok-nothing-to-do = { $color } has nothing to do and passes.
chpok-neither-can-move = Neither player can move.
chpok-button-pass = Pass
chpok-button-promote = { $piece ->
        [king] King
        [queen] Queen
        [rook] Rook
        [bishop] Bishop
        [knight] Knight
        [dragon] Dragon
       *[pawn] Pawn
    }

# How the game ends (after "Game over: 1-0, ")
chpok-outcome-white = White wins on points, { $white } to { $black }: { $why }.
chpok-outcome-black = Black wins on points, { $black } to { $white }: { $why }.
chpok-outcome-draw = Draw on points, { $points } each: { $why }.
chpok-why-last-king = the last { $color ->
        [white] white
       *[black] black
    } king was captured
chpok-why-removed-last-king = { $color } removed their last king
chpok-why-hill = the { $color ->
        [white] white
       *[black] black
    } king reached the hill
chpok-why-run = { $color ->
        [white] the white king reached Black's home row
       *[black] the black king reached White's home row
    }
chpok-why-claim-draw = the points were level after each of Black's last { $n } moves
chpok-why-claim-lead = { $color ->
        [white] White's
       *[black] Black's
    } lead did not shrink over Black's last { $n } moves
chpok-why-limit = each player made the limit of { $n } moves
chpok-why-time = { $color } ran out of time (−{ $penalty })
chpok-why-stuck = neither player can move
chpok-outcome-resignation = { $winner } wins by resignation (points: White { $white }, Black { $black }).
chpok-outcome-resigned-bidding = { $winner } wins: the { $loser } resigned during the bidding.
chpok-outcome-bidding-clock = { $winner } wins: the { $loser }'s bidding clock ran out.
chpok-no-agreed-draws = Chpok has no draws by agreement: the points decide (a draw comes from level points or the claims rule).

# Figures: the caption (sentences) and the picture (labels, no full stop)
chpok-points = Points: White { $white }, Black { $black }.
chpok-points-label = Points: White { $white }, Black { $black }
chpok-clocks = Clocks: White { $white }, Black { $black }.
chpok-move-of-limit = Move { $n } of { $limit }.
chpok-move-of-limit-label = Move { $n } of { $limit }
chpok-terms-clocks = Clocks { $time }: White { $white }, Black { $black }
chpok-terms-no-clocks = No clocks
# /board text, at most 40 columns (a line that goes on is indented by 2)
chpok-terms-clocks-sentence = Clocks { $time }: White { $white }, Black { $black }.
chpok-terms-clocks-wrapped = Clocks { $time }: White { $white }, Black
    {"  "}{ $black }.
chpok-terms-no-clocks-sentence = No clocks.
chpok-terms-features = Features: { $list }
# The table under the /board text grid: the label 14 characters wide, the
# figures ($white, $black) come padded to 7; keep the columns.
chpok-sides-head = {"                "}White  Black
chpok-sides-points = points        { $white }{ $black }
chpok-sides-castlings = castlings left{ $white }{ $black }
chpok-sides-undos = undos left    { $white }{ $black }
chpok-sides-newborn-unused-unused = newborn pawn   unused unused
chpok-sides-newborn-unused-used = newborn pawn   unused   used
chpok-sides-newborn-used-unused = newborn pawn     used unused
chpok-sides-newborn-used-used = newborn pawn     used   used

# Errors in the values of bids
chpok-time-syntax = Time is M+S: minutes 1…180 per player, plus 0…60 seconds after each move, e.g. 10+5; '{ $value }' is not one.
chpok-row-bad-piece = '{ $letter }' is not a piece for the home row: use K Q R B N D P, e.g. { $example }.
chpok-row-length = The home row needs exactly { $width } pieces (the width is { $width } now), not { $n }: e.g. { $example }.
chpok-row-no-king = The home row needs at least one king (K).
chpok-features-syntax = width=6…10, limit=10…888, undo=0…5, points=P,N,B,R,Q,K,D (each 0…9), castles=0…5, koth, kingsrun, cruelkings, superqueen, bishopstep, pawnsback, newborn, remove, pass, nokingpromo, noep (-name turns a feature off or back to its default; default resets all)
chpok-which-features = Which features? { chpok-features-syntax }.
chpok-unknown-feature = Unknown feature '{ $word }'. Features: { chpok-features-syntax }.
chpok-needs-value = { $key } needs a value: { $key }={ $lo }…{ $hi }.
chpok-on-or-off = { $key } is on or off ({ $key }, -{ $key }), not '{ $value }'.
chpok-points-help = points takes seven numbers 0…9 for pawn, knight, bishop, rook, queen, king and dragon, e.g. points=1,0,0,2,3,4,0.
chpok-points-count = points takes seven numbers 0…9 for pawn, knight, bishop, rook, queen, king and dragon, e.g. points=1,0,0,2,3,4,0; '{ $value }' has { $n } numbers.
chpok-points-digit = points takes seven numbers 0…9 for pawn, knight, bishop, rook, queen, king and dragon, e.g. points=1,0,0,2,3,4,0; '{ $value }' is not 0…9.

## Options of a new game, joining, private chats, aborting, leaving

new-one-open-already = Your game #{ $id } here is still waiting for a second player. Wait for one, or /abort #{ $id } first.
new-bad-color = color must be white, black or random, not '{ $value }'.
new-bad-days = days must be a whole number from 1 to 14, not '{ $value }'.
new-bad-rated = rated must be yes or no, not '{ $value }'.
new-bad-vs = vs=bot is the only opponent I can seat, not '{ $value }'.
new-bad-level = level must be a whole number from 1 to 5, not '{ $value }'.
new-level-without-bot = level= is for a game against me: /new GAME vs=bot level=3.
new-bot-plays = { $game }: { $bot } (level { $level }) plays { $seat }. { $players }
join-both-taken = Both seats are taken.
join-no-such-code = No game has the invite code '{ $code }'. Check the code or ask your friend for a new link.
join-no-such-game = There is no game #{ $id } to join here.
join-usage = Send /join CODE with the invite code your friend got, or open their invite link.
join-none-waiting = No game is waiting for a player here. Start one with /new GAME.
join-which = Several games wait for a player here; /join #N takes one:
    { $list }
join-already = You already play in game #{ $id }.
join-own-game = Game #{ $id } is yours: another member of the group must join it (/join or the Join button).
join-in-private = This invite is for a game played in private chats: the button joins it there (or send me /join { $code } in private).
button-join-privately = Join in private
button-open-private = Open our private chat
private-chat-needed = { $players }: I can only show you your board in our private chat. Open { $link } and press Start; game #{ $id } waits for you.
private-chat-ready = { $player } is ready: game #{ $id } goes on.
abort-not-yours = Only the player who created the game (or an administrator of the group) can abort it.
abort-started = The game has started: moves were made. /resign to give up.
abort-started-draw = The game has started: moves were made. /resign to give up, or /draw to offer a draw.
abort-done = { $game } aborted by { $player }.
abort-done-admin = { $game } aborted by { $player } (administrator).
left-closed = { $game } closed: { $player } left the group.
left-claim = { $player } left the group, so they can no longer play { $game }. { $opponent }: /claim takes the win.
button-claim-win = Claim the win
bot-removed = I was removed from { $group }, so { $game } there ended without a result.

## Ratings: /stats, /top, /history

count-games = { $n ->
    [one] { $n } game
   *[other] { $n } games
}
stats-usage = /stats [@user] [GAME]: e.g. /stats, /stats opok or /stats @bob korpalski.
stats-unknown-user = I don't know { $name }: they have not played here yet.
stats-none = { $name } has played no rated game yet.
stats-none-of-game = { $name } has played no rated { $game } game yet.
stats-heading = { $name }: rated games
stats-rating = { $game }: { $rating } (deviation { $deviation })
stats-record = { $games ->
    [one] { $games } game
   *[other] { $games } games
}: { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
}, { $draws ->
    [one] { $draws } draw
   *[other] { $draws } draws
}, { $losses ->
    [one] { $losses } loss
   *[other] { $losses } losses
}. Streak: { $streak }.
stats-streak-none = none
stats-streak-wins = { $n ->
    [one] { $n } win
   *[other] { $n } wins
}
stats-streak-losses = { $n ->
    [one] { $n } loss
   *[other] { $n } losses
}
stats-best-win = Best win: { $opponent } ({ $rating }), #{ $id }.
top-heading = Top players
top-heading-group = Top players in { $group }
top-none = No rated game has been played yet.
top-none-here = No rated game has been played here yet.
top-none-of-game = No rated { $game } game has been played yet.
top-none-of-game-here = No rated { $game } game has been played here yet.
history-usage = /history N shows your last N finished games (1 to { $max }), e.g. /history 5.
history-none = { $name }: no finished game yet.
history-none-here = { $name }: no finished game here yet.
history-heading = { $name }: your last finished games
history-heading-here = { $name }: your last finished games here
history-won = won { $score }
history-drew = drew { $score }
history-lost = lost { $score }
history-ended = ended { $score }
history-friendly = friendly
history-not-rated = not rated
history-line = #{ $id } { $game } vs { $opponent }: { $result }, { $rating } · /export #{ $id } · /export gif #{ $id }
button-record = Record #{ $id }
button-replay = Replay #{ $id }

## Timers and failures

timer-closed-nobody = { $game } closed: nobody joined.
timer-silent = { $player } has not moved in { $game } for 30 days. { $opponent }: /claim takes the win, or wait on.
timer-reminder = Reminder: { $player }, it is your move in { $game } — { $left } left.
timer-reminder-private = Reminder: it is your move — { $left } left.
sorry = Sorry, something went wrong on my side; nothing was changed. Please try again.
join-full = Game #{ $id } has both players already.
timer-out-of-time = { $player } ran out of time.

## Players the bot cannot reach

unreachable = I cannot write to { $name } ({ $why }), so they do not get game #{ $id } from me. The game goes on. { $name }: open { $link } and press Start to get its messages again; /board shows the position.
unreachable-blocked = they blocked me
unreachable-deleted = their account is deleted
unreachable-not-started = they have not started a chat with me
stats-bot-heading = { $name } against { $bot } (not rated)
stats-bot-record = { $game }, level { $level }: { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
}, { $draws ->
    [one] { $draws } draw
   *[other] { $draws } draws
}, { $losses ->
    [one] { $losses } loss
   *[other] { $losses } losses
}

## The chess kernel: moves that are not moves
# $piece is the English name of a kind (king, queen, rook, bishop, knight,
# pawn, dragon, or "piece" for any): select on it for the case a sentence
# needs.

list-or = { $init } or { $last }
chess-type-a-move = Please type a move.
chess-not-a-move = '{ $text }' is not a move.
chess-not-a-square = '{ $text }' is not a square.
chess-trailing-words = '{ $extra }' after { $moved } is not part of a move: send the move alone.
chess-not-a-piece = '{ $letter }' is not a piece here.
chess-off-board = There is no square { $square } on this board.
chess-no-such-piece = You have no { $piece }.
chess-no-such-piece-on = You have no { $piece } on { $from }.
chess-not-in-reserve = You have no { $piece } to drop.
chess-no-legal-move = No legal move: { $what }.
chess-which-one = Which one: { $moves }?
chess-promotion-missing = Which piece should the pawn become: { $pieces }? For example { $example }.
chess-promotion-not-allowed = The pawn cannot become a { $piece } here.
chess-what-drop = { $piece } drop on { $to }
chess-what-swap = these men cannot swap
chess-what-castling = castling
chess-what-to = { $piece } to { $to }
chess-what-from-to = { $piece } from { $from } to { $to }
chess-what-square-to = { $from } to { $to }
chess-from-file = file { $file }
chess-from-pawn-file = the { $file }-file
chess-from-rank = rank { $rank }

## The web board (a Telegram Mini App, issue 31)

web-open-board = Open board
web-private-game = This game is private: only its players can open its board.
web-waiting = Waiting for a second player.
web-game-over = Game #{ $id } is over.
web-not-a-move = '{ $text }' is not a move in this game.
web-open-private-chat = Open your private chat with the bot first: { $link }
web-no-game = There is no such game: the link is old or mistyped.
web-loading = Loading…
web-your-move = Your move.
web-how-many = How many checkers?
web-promote-to = Promote to:
web-pass = Pass
web-remove = Remove
web-offer-draw = Offer a draw
web-accept-draw = Accept the draw
web-resign = Resign
web-resign-confirm = Resign this game?
web-yes = Yes
web-cancel = Cancel
web-moves = Moves
web-type-move = Type a move
web-send = Send
web-watching = You are watching this game.
web-hidden = Only the players see their own pieces.
web-who = Who are you? (a console user name)
web-enter = Open
web-no-link = No game to show: open the board from a game's message.
web-offline = Connection lost; trying again…
web-bad-auth = Telegram did not confirm who you are: open the board again from the bot's message.
