# Повідомлення boardbot українською.

## Counts

count-moves = { $n ->
    [one] { $n } хід
    [few] { $n } ходи
   *[many] { $n } ходів
}

## Language

language-current = Мова: { $name }.
language-menu-private = Я пишу вам мовою: { $name }. Оберіть мову:
language-menu-group = У цій групі я пишу мовою: { $name }. Адміністратор може її змінити:
language-set-private = Готово: тепер я пишу вам українською.
language-set-group = Готово: тепер я пишу в цій групі українською.
language-admins-only = Змінити мову групи може лише її адміністратор.
language-unknown = Я не знаю мови «{ $code }». Оберіть одну з: { $list }.
