# Komunikaty boardbota po polsku.

## Counts

count-moves = { $n ->
    [one] { $n } ruch
    [few] { $n } ruchy
   *[many] { $n } ruchów
}

## Language

language-current = Język: { $name }.
