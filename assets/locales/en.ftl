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
