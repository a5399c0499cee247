# Повідомлення boardbot українською.

## Counts

count-moves = { $n ->
    [one] { $n } хід
    [few] { $n } ходи
   *[many] { $n } ходів
}

## Moves in the players' letters

move-letter-two-ways = «{ $letter }» можна прочитати двояко. Який хід: { $moves } чи { $last }?

## Language

language-current = Мова: { $name }.
