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
