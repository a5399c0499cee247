# Сообщения boardbot на русском.

## Counts

count-moves = { $n ->
    [one] { $n } ход
    [few] { $n } хода
   *[many] { $n } ходов
}

## Moves in the players' letters

move-letter-two-ways = «{ $letter }» можно прочитать двояко. Какой ход: { $moves } или { $last }?

## Language

language-current = Язык: { $name }.
