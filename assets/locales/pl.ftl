# Komunikaty boardbota po polsku.

## Counts

count-moves = { $n ->
    [one] { $n } ruch
    [few] { $n } ruchy
   *[many] { $n } ruchów
}

## Language

language-current = Język: { $name }.
language-menu-private = Piszę do Ciebie w języku: { $name }. Wybierz język:
language-menu-group = W tej grupie piszę w języku: { $name }. Administrator może go zmienić:
language-set-private = Gotowe: od teraz piszę do Ciebie po polsku.
language-set-group = Gotowe: od teraz piszę w tej grupie po polsku.
language-admins-only = Język grupy może zmienić tylko jej administrator.
language-unknown = Nie znam języka „{ $code }”. Wybierz jeden z: { $list }.
