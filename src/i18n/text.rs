//! [`Text`]: a text for a person as a type, for the places where texts are
//! kept (a game's outcome in its saved state) or cross into the outbox.
//!
//! Inside, a `Text` is what [`t!`](crate::t) writes (references between
//! plain text); only [`text!`](crate::text) (`t!`'s twin, checked the same
//! way) and [`Text::plain`] (which drops the marker characters from a
//! person's text) make one, so a person's string never becomes a
//! reference. Saved, it is data, not marker characters: a plain text is a
//! JSON string, a text with references a list of plain strings and
//! `{"id": …, "args": {name: number or text}}` objects. A JSON string is
//! read as before (saved states and outbox rows written before this form
//! hold references as marker characters), so old databases load unchanged.

use std::fmt;
use std::ops::Deref;

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use serde_json::{Map, Value};

use super::{clean, closing, has_refs, parts, render, ArgValue, Lang, Tr, END, EQ, NUM, START};

/// A text for a person: references to messages with their arguments,
/// and plain text. Rendered at delivery ([`Text::render`], `i18n::render`).
///
/// Two texts are equal when they are the same string: every way to make
/// one keeps each reference's arguments in one order, by name (`Tr::arg`
/// puts each in its place; [`canonical`] reorders texts saved before), so
/// the same messages with the same arguments are the same string however
/// they were given or read back.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Text(String);

impl Text {
    /// A person's text (a name, a title, what they typed): shown as it is,
    /// never read as a reference.
    pub fn plain(text: &str) -> Text {
        Text(clean(text))
    }

    /// The text as `t!` writes it (references as marker characters).
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The text in `lang`.
    pub fn render(&self, lang: Lang) -> String {
        render(&self.0, lang)
    }

    /// Every reference replaced by its message in `lang`: the text as the
    /// reader reads it, at delivery (what is left is plain text).
    pub fn translate(&mut self, lang: Lang) {
        if has_refs(&self.0) {
            self.0 = clean(&render(&self.0, lang));
        }
    }

    /// `more` after this text.
    pub fn push(&mut self, more: &Text) {
        self.0.push_str(&more.0);
    }

    /// Plain text after this text (a separator, a name, a number): never
    /// read as a reference, as with [`Text::plain`].
    pub fn push_plain(&mut self, plain: &str) {
        self.0.push_str(&clean(plain));
    }

    /// This text, then `more` (see [`Text::push`]).
    pub fn and(mut self, more: &Text) -> Text {
        self.push(more);
        self
    }

    /// This text, then plain text (see [`Text::push_plain`]).
    pub fn and_plain(mut self, plain: &str) -> Text {
        self.push_plain(plain);
        self
    }

    /// The texts one after another.
    pub fn concat<T: std::borrow::Borrow<Text>>(parts: impl IntoIterator<Item = T>) -> Text {
        Text::join(parts, "")
    }

    /// The texts with the plain text `sep` between them (`"\n"` for
    /// lines).
    pub fn join<T: std::borrow::Borrow<Text>>(
        parts: impl IntoIterator<Item = T>,
        sep: &str,
    ) -> Text {
        let sep = clean(sep);
        let mut out = String::new();
        for (i, part) in parts.into_iter().enumerate() {
            if i > 0 {
                out.push_str(&sep);
            }
            out.push_str(&part.borrow().0);
        }
        Text(out)
    }
}

impl Tr {
    /// The reference as a [`Text`] (what [`text!`](crate::text) ends with).
    pub fn text(self) -> Text {
        Text(self.done())
    }
}

/// A reference to message `id` with its arguments, as a [`Text`]: `t!`'s
/// twin for what is kept or queued, checked while the crate compiles the
/// same way.
///
/// ```
/// use boardbot::i18n::{Lang, Text};
/// let reason: Text = boardbot::text!("outcome-agreed-draw");
/// assert_eq!(reason.render(Lang::EN), "Draw by agreement.");
/// ```
///
/// ```compile_fail,E0080
/// let reason = boardbot::text!("outcome-agreed-draws");
/// ```
#[macro_export]
macro_rules! text {
    ($($reference:tt)*) => {
        $crate::t!(@tr $($reference)*).text()
    };
}

impl Deref for Text {
    type Target = str;
    fn deref(&self) -> &str {
        &self.0
    }
}

impl AsRef<str> for Text {
    fn as_ref(&self) -> &str {
        &self.0
    }
}

/// As `t!` writes it: a reference inside a larger text still renders.
impl fmt::Display for Text {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl From<Text> for String {
    fn from(text: Text) -> String {
        text.0
    }
}

impl PartialEq<str> for Text {
    fn eq(&self, other: &str) -> bool {
        self.0 == other
    }
}

impl PartialEq<&str> for Text {
    fn eq(&self, other: &&str) -> bool {
        self.0 == *other
    }
}

impl ArgValue for Text {
    fn put(&self, out: &mut String) {
        out.push_str(&self.0);
    }
}

impl Serialize for Text {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        to_data(&self.0).serialize(s)
    }
}

impl<'de> Deserialize<'de> for Text {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Text, D::Error> {
        let data = Value::deserialize(d)?;
        from_data(&data)
            .map(|text| Text(canonical(text)))
            .map_err(serde::de::Error::custom)
    }
}

/// `text` with every reference's arguments in the order its saved form
/// keeps them (by name): a text made in memory and the same text read back
/// from its saved state are then the same string, not only the same
/// meaning (a restored game answers byte for byte as it did). Texts made
/// now are in that order already (`Tr::arg`); this is for the marker
/// strings saved before, whose arguments are in the order they were given.
fn canonical(text: String) -> String {
    if !has_refs(&text) {
        return text;
    }
    from_data(&to_data(&text)).unwrap_or(text)
}

/// A text as data: a JSON string when it holds no reference, else a list
/// of plain strings and `{"id", "args"}` objects.
pub fn to_data(text: &str) -> Value {
    if !has_refs(text) {
        return Value::String(text.to_string());
    }
    let mut pieces = Vec::new();
    let mut rest = text;
    while let Some(i) = rest.find(START) {
        if i > 0 {
            pieces.push(Value::String(rest[..i].to_string()));
        }
        let inner = &rest[i + START.len_utf8()..];
        let Some(end) = closing(inner) else {
            // Never made by `Tr`: kept as the text it reads as.
            pieces.push(Value::String(clean(inner)));
            rest = "";
            break;
        };
        pieces.push(reference_data(&inner[..end]));
        rest = &inner[end + END.len_utf8()..];
    }
    if !rest.is_empty() {
        pieces.push(Value::String(rest.to_string()));
    }
    Value::Array(pieces)
}

fn reference_data(inside: &str) -> Value {
    let parts = parts(inside);
    let mut object = Map::new();
    object.insert("id".into(), Value::String(parts[0].to_string()));
    let mut args = Map::new();
    for part in &parts[1..] {
        let Some((name, value)) = part.split_once(EQ) else {
            continue;
        };
        let value = match value.strip_prefix(NUM).map(str::parse::<i64>) {
            Some(Ok(n)) => Value::from(n),
            Some(Err(_)) => Value::String(value.trim_start_matches(NUM).to_string()),
            None => to_data(value),
        };
        args.insert(name.to_string(), value);
    }
    if !args.is_empty() {
        object.insert("args".into(), Value::Object(args));
    }
    Value::Object(object)
}

/// The text [`to_data`] saved, as `t!` writes it. A JSON string is taken
/// as it is: that is how texts were saved before (references as marker
/// characters), and a plain text has none.
pub fn from_data(data: &Value) -> Result<String, String> {
    match data {
        Value::String(s) => Ok(s.clone()),
        Value::Array(pieces) => {
            let mut out = String::new();
            for piece in pieces {
                match piece {
                    Value::String(s) => out.push_str(&clean(s)),
                    Value::Object(_) => out.push_str(&reference_from_data(piece)?),
                    other => return Err(format!("not a piece of a text: {other}")),
                }
            }
            Ok(out)
        }
        other => Err(format!("not a text: {other}")),
    }
}

fn reference_from_data(data: &Value) -> Result<String, String> {
    let id = data
        .get("id")
        .and_then(Value::as_str)
        .ok_or("a reference without an id")?;
    let mut tr = Tr::new(&clean(id));
    if let Some(args) = data.get("args") {
        let args = args.as_object().ok_or("a reference's args are no map")?;
        for (name, value) in args {
            let name = clean(name);
            tr = match value {
                Value::Number(n) => match n.as_i64() {
                    Some(n) => tr.arg(&name, n),
                    None => tr.arg(&name, n.to_string()),
                },
                text => tr.arg(&name, from_data(text)?),
            };
        }
    }
    Ok(tr.done())
}

/// Saved JSON (a game's state, an outbox row) with every text saved as
/// data turned back into the form `t!` writes, as a JSON string: for the
/// tests and tools that read stored rows for their references. A text is
/// a list of strings and `{"id", "args"}` objects, one object at least.
pub fn with_markers(json: &Value) -> Value {
    match json {
        Value::Array(items) if is_text(items) => match from_data(json) {
            Ok(text) => Value::String(text),
            Err(_) => json.clone(),
        },
        Value::Array(items) => Value::Array(items.iter().map(with_markers).collect()),
        Value::Object(map) => Value::Object(
            map.iter()
                .map(|(k, v)| (k.clone(), with_markers(v)))
                .collect(),
        ),
        other => other.clone(),
    }
}

fn is_text(items: &[Value]) -> bool {
    let reference = |v: &Value| {
        v.as_object().is_some_and(|o| {
            o.get("id").is_some_and(Value::is_string) && o.keys().all(|k| k == "id" || k == "args")
        })
    };
    items.iter().any(reference) && items.iter().all(|v| v.is_string() || reference(v))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{en, word, SEP};

    #[test]
    fn a_text_is_saved_as_ids_and_arguments_and_read_back() {
        let reason = crate::t!("outcome-resignation", winner = word("seat", "White"));
        let line = format!("alice: {}\n{}", reason, crate::t!("count-moves", n = 3));
        let data = to_data(&line);
        let json = data.to_string();
        assert!(!json.chars().any(super::super::is_mark), "{json}");
        assert_eq!(
            data,
            serde_json::json!([
                "alice: ",
                {"id": "outcome-resignation", "args": {"winner":
                    [{"id": "seat-white", "args": {"en": "White"}}]}},
                "\n",
                {"id": "count-moves", "args": {"n": 3}},
            ])
        );
        assert_eq!(from_data(&data).as_deref(), Ok(line.as_str()));
        let row = serde_json::json!({"reason": data, "moves": ["e4", "e5"], "n": 3});
        assert_eq!(
            with_markers(&row),
            serde_json::json!({"reason": line, "moves": ["e4", "e5"], "n": 3})
        );
        assert_eq!(en(&line), "alice: White wins by resignation.\n3 moves");
        // A plain text stays a plain JSON string.
        assert_eq!(to_data("e4 e5"), Value::String("e4 e5".into()));
    }

    #[test]
    fn a_text_saved_with_marker_characters_reads_the_same() {
        // How states and outbox rows held texts before.
        let old = crate::t!("outcome-on-time", winner = word("seat", "Black"));
        let read: Text = serde_json::from_value(Value::String(old.clone())).expect("old form");
        assert_eq!(read.as_str(), old);
        assert_eq!(read.render(Lang::EN), "Black wins on time.");
        let again: Text =
            serde_json::from_str(&serde_json::to_string(&read).expect("saved")).expect("read");
        assert_eq!(again, read);
        // Saved as a JSON object, arguments come back by name: a text is
        // made with them in that order too, so it reads back the same string.
        let two = crate::text!("duration-days-hours", h = 3, d = 2);
        let back: Text =
            serde_json::from_str(&serde_json::to_string(&two).expect("saved")).expect("read");
        assert_eq!(back, two);
        assert_eq!(back.render(Lang::EN), two.render(Lang::EN));
        assert_eq!(
            back.as_str(),
            two.as_str(),
            "arguments in their saved order"
        );
        assert_ne!(back, crate::text!("duration-days-hours", h = 4, d = 2));
    }

    #[test]
    fn texts_compose_and_a_person_string_stays_plain() {
        let forged = format!("{START}count-moves{SEP}n{EQ}{NUM}5{END}");
        let name = Text::plain(&format!("bob{forged}"));
        let mut line = name
            .clone()
            .and_plain(": ")
            .and(&crate::text!("count-moves", n = 2));
        line.push_plain(&forged);
        line.push(&Text::plain(" ok"));
        assert_eq!(
            line.render(Lang::EN),
            "bobcount-movesn5: 2 movescount-movesn5 ok"
        );
        // Exactly the one reference the code made, however texts are joined.
        assert_eq!(line.matches(START).count(), 1, "{line:?}");
        let lines = Text::join([name.clone(), crate::text!("count-moves", n = 1)], &forged);
        assert_eq!(lines.matches(START).count(), 1, "{lines:?}");
        assert_eq!(
            lines.render(Lang::EN),
            "bobcount-movesn5count-movesn51 move"
        );
        let both = Text::concat(vec![crate::text!("outcome-agreed-draw"), Text::plain("!")]);
        assert_eq!(both.render(Lang::EN), "Draw by agreement.!");
        assert_eq!(Text::join(Vec::<Text>::new(), "\n"), Text::default());
        // Saved and read back, a composed text is the same text.
        let back: Text =
            serde_json::from_str(&serde_json::to_string(&line).expect("saved")).expect("read");
        assert_eq!(back.as_str(), line.as_str());
        // Translated at delivery: plain text in the reader's language.
        let mut shown = crate::text!("count-moves", n = 3).and(&name);
        shown.translate(Lang::UK);
        assert!(!has_refs(&shown));
        assert_eq!(
            shown.as_str(),
            format!(
                "{}bobcount-movesn5",
                crate::i18n::render(&crate::t!("count-moves", n = 3), Lang::UK)
            )
        );
    }

    #[test]
    fn the_same_text_is_the_same_string_whatever_the_order_of_arguments() {
        let one = crate::text!("duration-days-hours", h = 3, d = 2);
        let other = crate::text!("duration-days-hours", d = 2, h = 3);
        assert_eq!(one, other);
        assert_eq!(one.as_str(), other.as_str());
        // Nested and from a `t!` string given in another order.
        let nested = crate::t!(
            "turn",
            player = crate::t!("duration-days-hours", h = 3, d = 2)
        );
        let made = crate::text!("turn", player = &other);
        let read: Text = serde_json::from_value(Value::String(nested)).expect("a t! string");
        assert_eq!(read, made);
        let set: std::collections::HashSet<Text> = [one, other, made].into_iter().collect();
        assert_eq!(set.len(), 2);
        assert_ne!(
            crate::text!("duration-days-hours", h = 3, d = 2),
            crate::text!("duration-days-hours", h = 2, d = 3)
        );
    }

    #[test]
    fn references_are_made_in_their_saved_order() {
        // However the arguments are given, nested or not, a reference is
        // made in the order its saved form reads back in: nothing to
        // reorder (so `text!` need not reorder, which costs a JSON round
        // trip per text).
        let inner = crate::t!("duration-days-hours", h = 3, d = 2);
        let made = [
            inner.clone(),
            crate::t!("duration-days-hours", d = 2, h = 3),
            crate::t!("turn", player = &inner),
            format!(
                "a {} b",
                crate::t!("turn", player = crate::t!("count-moves", n = 5))
            ),
            Tr::new("count-moves")
                .arg("z", 1)
                .arg("b", "two")
                .arg("m", &inner)
                .arg("a", 0)
                .done(),
        ];
        for text in made {
            assert_eq!(canonical(text.clone()), text, "{:?}", to_data(&text));
        }
        let given = Tr::new("count-moves")
            .arg("c", 3)
            .arg("a", 1)
            .arg("b", 2)
            .done();
        let names: Vec<&str> = parts(&given[START.len_utf8()..given.len() - END.len_utf8()])[1..]
            .iter()
            .map(|p| p.split(EQ).next().unwrap_or(""))
            .collect();
        assert_eq!(names, ["a", "b", "c"]);
    }

    #[test]
    fn a_person_cannot_make_a_reference() {
        let forged = format!("{START}count-moves{SEP}n{EQ}{NUM}5{END}");
        let text = Text::plain(&forged);
        assert!(!has_refs(&text));
        assert_eq!(text.render(Lang::EN), "count-movesn5");
        // Nor through saved data: plain pieces and ids lose the markers.
        let data = serde_json::json!([forged, {"id": format!("count-moves{SEP}n{EQ}{NUM}5")}]);
        let read = from_data(&data).expect("read");
        assert_eq!(read.matches(START).count(), 1, "{read:?}");
        assert!(!read.contains(SEP));
        assert!(from_data(&serde_json::json!(5)).is_err());
        assert!(from_data(&serde_json::json!([{"args": {}}])).is_err());
    }
}
