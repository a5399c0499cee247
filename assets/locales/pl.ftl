# Komunikaty boardbota po polsku.

## Counts

count-moves = { $n ->
    [one] { $n } ruch
    [few] { $n } ruchy
   *[many] { $n } ruchów
}

## Moves in the players' letters

move-letter-two-ways = „{ $letter }” można odczytać na dwa sposoby. Który ruch: { $moves } czy { $last }?

## Language

language-current = Język: { $name }.
