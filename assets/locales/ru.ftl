# Сообщения boardbot на русском.

## Counts

count-moves = { $n ->
    [one] { $n } ход
    [few] { $n } хода
   *[many] { $n } ходов
}

## Language

language-current = Язык: { $name }.
language-menu-private = Я пишу вам на языке: { $name }. Выберите язык:
language-menu-group = В этой группе я пишу на языке: { $name }. Администратор может его сменить:
language-set-private = Готово: теперь я пишу вам по-русски.
language-set-group = Готово: теперь я пишу в этой группе по-русски.
language-admins-only = Сменить язык группы может только её администратор.
language-unknown = Я не знаю языка «{ $code }». Выберите один из: { $list }.
