# Сообщения boardbot на русском.

## Counts

count-moves = { $n ->
    [one] { $n } ход
    [few] { $n } хода
   *[many] { $n } ходов
}

## Language

language-current = Язык: { $name }.
