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

# A piece letter that means different pieces in different languages (or a
# piece and a file), and both readings are legal moves: the player chooses.
move-letter-two-ways = “{ $letter }” can be read two ways. Which move: { $moves } or { $last }?

## Language

language-current = Language: { $name }.
