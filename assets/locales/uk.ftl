# Повідомлення boardbot українською.

## Counts

count-moves = { $n ->
    [one] { $n } хід
    [few] { $n } ходи
   *[many] { $n } ходів
}

## Language

language-current = Мова: { $name }.
