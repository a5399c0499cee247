//! How one [`Outgoing::Message`](crate::core::Outgoing) looks on Telegram:
//! HTML text (`code` as a `<pre>` block, everything escaped, the names of
//! players without a @username as mention links), split into messages of at
//! most 4096 characters, a photo with a caption of at most 1024, and the
//! inline keyboard on the last part.

use teloxide::types::{InlineKeyboardButton, InlineKeyboardMarkup, WebAppInfo};

use crate::core::Button;

/// Telegram's limit on a message text, after entity parsing.
pub const TEXT_LIMIT: usize = 4096;
/// Telegram's limit on a photo caption, after entity parsing.
pub const CAPTION_LIMIT: usize = 1024;
/// Telegram's limit on a button's callback data, in bytes.
pub const CALLBACK_DATA_LIMIT: usize = 64;

/// One Bot API call of a message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Part {
    /// `sendMessage` with `parse_mode=HTML`.
    Text(String),
    /// `sendPhoto` with the caption in HTML (may be empty).
    Photo { png: Vec<u8>, caption: String },
    /// `sendDocument`: a file (a game record) with a caption in HTML.
    Document {
        bytes: Vec<u8>,
        name: String,
        caption: String,
    },
    /// `sendAnimation`: a game's GIF replay with a caption in HTML.
    Animation { gif: Vec<u8>, caption: String },
    /// `editMessageReplyMarkup` without a keyboard: an earlier message
    /// loses its buttons.
    ClearButtons { message_id: i64 },
}

/// Escapes text for Telegram's HTML parse mode (`<`, `>` and `&`).
pub use teloxide::utils::html::escape;

/// A player named in a text who has no @username, and their user id: in
/// a group only a mention link on the name notifies them.
pub type Mention = (String, i64);

/// The visible text of HTML made by this module (tags dropped, entities
/// decoded): sent without a parse mode if Telegram ever refuses the HTML.
pub fn plain(html: &str) -> String {
    // Every `<` of the text itself is escaped: a `<` starts a tag.
    let mut out = String::with_capacity(html.len());
    let mut rest = html;
    while let Some(open) = rest.find('<') {
        out.push_str(&rest[..open]);
        rest = match rest[open..].find('>') {
            Some(close) => &rest[open + close + 1..],
            None => "",
        };
    }
    out.push_str(rest);
    out.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&amp;", "&")
}

/// A letter, digit or underscore: a name glued to one is part of a longer
/// word (`Ann` in `Annie`), not the name.
fn wordy(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// The length in bytes of the mentioned name that starts at byte `at` of
/// `text` as a whole word, with its user id (the longest such name).
fn mention_at(text: &str, at: usize, names: &[&Mention]) -> Option<(usize, i64)> {
    let before = text[..at].chars().next_back();
    names.iter().find_map(|(name, id)| {
        if !text[at..].starts_with(name.as_str()) {
            return None;
        }
        let first = name.chars().next()?;
        let last = name.chars().next_back()?;
        // `@Ann` is someone's username, `xAnn` another word.
        if wordy(first) && before.is_some_and(|b| wordy(b) || b == '@') {
            return None;
        }
        let after = text[at + name.len()..].chars().next();
        if wordy(last) && after.is_some_and(wordy) {
            return None;
        }
        Some((name.len(), *id))
    })
}

/// A plain line as HTML: escaped, every whole-word occurrence of a
/// mentioned name a link to that user (`tg://user?id=…`).
fn linked(text: &str, mentions: &[Mention]) -> String {
    let mut names: Vec<&Mention> = mentions
        .iter()
        .filter(|(name, id)| *id > 0 && !name.trim().is_empty())
        .collect();
    if names.is_empty() {
        return escape(text);
    }
    // Longest first: `Ann Lee` before `Ann`.
    names.sort_by_key(|(name, _)| std::cmp::Reverse(name.len()));
    let mut out = String::with_capacity(text.len() + 40);
    let mut plain_from = 0;
    let mut at = 0;
    while at < text.len() {
        if let Some((len, id)) = mention_at(text, at, &names) {
            out.push_str(&escape(&text[plain_from..at]));
            out.push_str(&format!(
                "<a href=\"tg://user?id={id}\">{}</a>",
                escape(&text[at..at + len])
            ));
            at += len;
            plain_from = at;
        } else {
            at += text[at..].chars().next().map_or(1, char::len_utf8);
        }
    }
    out.push_str(&escape(&text[plain_from..]));
    out
}

/// Length as Telegram counts it: UTF-16 code units of the visible text.
fn units(s: &str) -> usize {
    s.encode_utf16().count()
}

/// A visible line, plain or preformatted.
#[derive(Clone, Debug)]
struct Line {
    pre: bool,
    text: String,
}

fn lines_of(text: &str, code: Option<&str>) -> Vec<Line> {
    let mut lines = Vec::new();
    if !text.trim().is_empty() {
        for l in text.trim_end().lines() {
            lines.push(Line {
                pre: false,
                text: l.to_string(),
            });
        }
    }
    if let Some(code) = code.filter(|c| !c.trim().is_empty()) {
        for l in code.trim_end_matches('\n').lines() {
            lines.push(Line {
                pre: true,
                text: l.to_string(),
            });
        }
    }
    lines
}

/// Visible length of lines joined by newlines.
fn visible_len(lines: &[Line]) -> usize {
    lines.iter().map(|l| units(&l.text)).sum::<usize>() + lines.len().saturating_sub(1)
}

/// The HTML of consecutive lines: plain lines escaped (mentioned names
/// linked), runs of preformatted lines in one `<pre>` block (left as they
/// are: a board or a record).
fn render(lines: &[Line], mentions: &[Mention]) -> String {
    let mut out = String::new();
    let mut i = 0;
    while i < lines.len() {
        let pre = lines[i].pre;
        let mut j = i;
        while j < lines.len() && lines[j].pre == pre {
            j += 1;
        }
        let body: Vec<String> = lines[i..j]
            .iter()
            .map(|l| {
                if pre {
                    escape(&l.text)
                } else {
                    linked(&l.text, mentions)
                }
            })
            .collect();
        if !out.is_empty() {
            out.push('\n');
        }
        if pre {
            out.push_str("<pre>");
            out.push_str(&body.join("\n"));
            out.push_str("</pre>");
        } else {
            out.push_str(&body.join("\n"));
        }
        i = j;
    }
    out
}

/// Cuts a line longer than `limit` into pieces that fit.
fn cut(line: Line, limit: usize) -> Vec<Line> {
    if units(&line.text) <= limit {
        return vec![line];
    }
    let mut out = Vec::new();
    let mut piece = String::new();
    let mut n = 0;
    for c in line.text.chars() {
        let w = c.len_utf16();
        if n + w > limit {
            out.push(Line {
                pre: line.pre,
                text: std::mem::take(&mut piece),
            });
            n = 0;
        }
        piece.push(c);
        n += w;
    }
    if !piece.is_empty() {
        out.push(Line {
            pre: line.pre,
            text: piece,
        });
    }
    out
}

/// The text and code as HTML messages of at most `limit` visible
/// characters each, split at line ends where possible.
pub fn split(text: &str, code: Option<&str>, limit: usize, mentions: &[Mention]) -> Vec<String> {
    let mut chunks = Vec::new();
    let mut chunk: Vec<Line> = Vec::new();
    for line in lines_of(text, code).into_iter().flat_map(|l| cut(l, limit)) {
        chunk.push(line);
        if visible_len(&chunk) > limit {
            let line = chunk.pop().expect("just pushed");
            chunks.push(render(&chunk, mentions));
            chunk = vec![line];
        }
    }
    if !chunk.is_empty() {
        chunks.push(render(&chunk, mentions));
    }
    // A chunk of blank lines only would be refused as an empty message.
    chunks.retain(|c| !c.trim().is_empty());
    chunks
}

/// The Bot API calls for one message, in order. The keyboard goes on the
/// last one.
pub fn plan(
    text: &str,
    code: Option<&str>,
    photo: Option<&[u8]>,
    mentions: &[Mention],
) -> Vec<Part> {
    let lines = lines_of(text, code);
    match photo {
        Some(png) => {
            let mut parts = Vec::new();
            let caption = if visible_len(&lines) <= CAPTION_LIMIT {
                render(&lines, mentions)
            } else {
                // Too long for a caption: the text goes first, on its own.
                parts.extend(
                    split(text, code, TEXT_LIMIT, mentions)
                        .into_iter()
                        .map(Part::Text),
                );
                String::new()
            };
            parts.push(Part::Photo {
                png: png.to_vec(),
                caption,
            });
            parts
        }
        None => split(text, code, TEXT_LIMIT, mentions)
            .into_iter()
            .map(Part::Text)
            .collect(),
    }
}

/// Whether Telegram accepts this button: a label, and callback data of 1 to
/// 64 bytes (or a link's address).
pub fn button_ok(b: &Button) -> bool {
    !b.label.trim().is_empty()
        && (link(b).is_some() || (!b.data.is_empty() && b.data.len() <= CALLBACK_DATA_LIMIT))
}

/// A link button as Telegram takes it (the address parsed the way teloxide
/// reads its own URLs, without a direct `url` dependency).
fn link(b: &Button) -> Option<InlineKeyboardButton> {
    let url = serde_json::from_value(serde_json::Value::String(b.url()?.to_string())).ok()?;
    Some(InlineKeyboardButton::url(b.label.clone(), url))
}

/// A button that opens an address: the "Open board" button, a Mini App
/// (`web_app`, private chats only) or a plain link.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LinkButton {
    pub label: String,
    pub url: String,
    pub web_app: bool,
}

/// [`keyboard`] with a link button on a row of its own after the others.
pub fn keyboard_with(
    rows: &[Vec<Button>],
    link: Option<&LinkButton>,
) -> Option<InlineKeyboardMarkup> {
    let mut kb = keyboard(rows);
    let Some(link) = link else {
        return kb;
    };
    // teloxide's URL type, through its serde impl.
    let info: Result<WebAppInfo, _> =
        serde_json::from_value(serde_json::json!({ "url": link.url }));
    let Ok(info) = info else {
        tracing::error!(url = %link.url, "link button left out: not a URL");
        return kb;
    };
    let button = if link.web_app {
        InlineKeyboardButton::web_app(link.label.clone(), info)
    } else {
        InlineKeyboardButton::url(link.label.clone(), info.url)
    };
    Some(match kb.take() {
        Some(mut kb) => {
            kb.inline_keyboard.push(vec![button]);
            kb
        }
        None => InlineKeyboardMarkup::new(vec![vec![button]]),
    })
}

/// The inline keyboard of a message, or `None` without buttons. A button
/// Telegram would refuse is left out (and logged) rather than losing the
/// whole message: every button's action can be typed too.
pub fn keyboard(rows: &[Vec<Button>]) -> Option<InlineKeyboardMarkup> {
    let rows: Vec<Vec<InlineKeyboardButton>> = rows
        .iter()
        .map(|row| {
            row.iter()
                .filter(|b| {
                    let ok = button_ok(b);
                    if !ok {
                        tracing::error!(label = %b.label, data = %b.data, "button left out: Telegram refuses it");
                    }
                    ok
                })
                .map(|b| {
                    link(b).unwrap_or_else(|| {
                        InlineKeyboardButton::callback(b.label.clone(), b.data.clone())
                    })
                })
                .collect::<Vec<_>>()
        })
        .filter(|row| !row.is_empty())
        .collect();
    (!rows.is_empty()).then(|| InlineKeyboardMarkup::new(rows))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_html() {
        assert_eq!(escape("a<b && c>d"), "a&lt;b &amp;&amp; c&gt;d");
        assert_eq!(escape("no tags"), "no tags");
    }

    #[test]
    fn plain_undoes_the_markup() {
        let html = split("a <b> & c", Some("x<y & z>"), TEXT_LIMIT, &[]).remove(0);
        assert_eq!(plain(&html), "a <b> & c\nx<y & z>");
    }

    #[test]
    fn code_is_a_pre_block() {
        let parts = plan("Board #3", Some("8 r.k\n  ab<"), None, &[]);
        assert_eq!(
            parts,
            vec![Part::Text("Board #3\n<pre>8 r.k\n  ab&lt;</pre>".into())]
        );
        assert_eq!(
            plan("", Some("x"), None, &[]),
            vec![Part::Text("<pre>x</pre>".into())]
        );
        assert!(plan("  ", None, None, &[]).is_empty());
    }

    #[test]
    fn long_text_is_split_at_lines_and_fits() {
        let line = "x".repeat(100);
        let text = vec![line.as_str(); 100].join("\n"); // 10099 characters
        let chunks = split(&text, Some("<<<<"), TEXT_LIMIT, &[]);
        assert_eq!(chunks.len(), 3);
        for c in &chunks {
            assert!(c.chars().count() <= TEXT_LIMIT, "{}", c.len());
        }
        assert!(chunks[2].ends_with("<pre>&lt;&lt;&lt;&lt;</pre>"));
        let joined: String = chunks.join("\n");
        assert_eq!(joined.matches(&line).count(), 100);
        // One endless line is cut, even in the middle of multi-byte text.
        let long = "é".repeat(9000);
        let chunks = split(&long, None, TEXT_LIMIT, &[]);
        assert_eq!(chunks.len(), 3);
        assert_eq!(chunks.concat(), long);
    }

    #[test]
    fn long_caption_goes_first_as_text() {
        let png = [1u8, 2, 3];
        let short = plan("caption", None, Some(&png), &[]);
        assert_eq!(
            short,
            vec![Part::Photo {
                png: png.to_vec(),
                caption: "caption".into()
            }]
        );
        let text = "y".repeat(CAPTION_LIMIT + 1);
        let long = plan(&text, None, Some(&png), &[]);
        assert_eq!(long.len(), 2);
        assert_eq!(long[0], Part::Text(text.clone()));
        assert_eq!(
            long[1],
            Part::Photo {
                png: png.to_vec(),
                caption: String::new()
            }
        );
    }

    #[test]
    fn oversized_buttons_are_left_out() {
        let ok = Button {
            label: crate::i18n::Text::plain("Join"),
            data: "/join #1000000000000".into(),
        };
        let bad = Button {
            label: crate::i18n::Text::plain("Bad"),
            data: "x".repeat(65),
        };
        let kb = keyboard(&[vec![ok.clone(), bad.clone()], vec![bad]]).unwrap();
        assert_eq!(kb.inline_keyboard.len(), 1);
        assert_eq!(kb.inline_keyboard[0].len(), 1);
        assert!(keyboard(&[]).is_none());
    }

    fn ann() -> Vec<Mention> {
        vec![("Ann".to_string(), 42)]
    }

    const ANN: &str = "<a href=\"tg://user?id=42\">Ann</a>";

    #[test]
    fn mentioned_names_become_links() {
        let html = split("Ann (Black) to move. Ann!", None, TEXT_LIMIT, &ann()).remove(0);
        assert_eq!(html, format!("{ANN} (Black) to move. {ANN}!"));
        assert_eq!(plain(&html), "Ann (Black) to move. Ann!");
        // A name inside another word or after `@` is not the name.
        for text in ["Annie moves", "JoAnn moves", "@Ann moves", "Ann_x", "x_Ann"] {
            let html = split(text, None, TEXT_LIMIT, &ann()).remove(0);
            assert_eq!(html, escape(text), "{text}");
        }
        // Punctuation and other scripts around it are fine.
        let html = split("«Ann», Ann's turn: 1. e4", None, TEXT_LIMIT, &ann()).remove(0);
        assert_eq!(html, format!("«{ANN}», {ANN}'s turn: 1. e4"));
    }

    #[test]
    fn mentions_are_escaped_and_longest_first() {
        let m = vec![
            ("Ann".to_string(), 42),
            ("Ann & <Lee>".to_string(), 43),
            ("Зоя".to_string(), 44),
        ];
        let html = split("Ann & <Lee> vs Зоя & Ann", None, TEXT_LIMIT, &m).remove(0);
        assert_eq!(
            html,
            "<a href=\"tg://user?id=43\">Ann &amp; &lt;Lee&gt;</a> vs \
             <a href=\"tg://user?id=44\">Зоя</a> &amp; <a href=\"tg://user?id=42\">Ann</a>"
        );
        assert_eq!(plain(&html), "Ann & <Lee> vs Зоя & Ann");
        // Blank names and ids that are no users are ignored.
        let bad = vec![(" ".to_string(), 5), ("Ann".to_string(), -5)];
        assert_eq!(
            split("Ann", None, TEXT_LIMIT, &bad),
            vec!["Ann".to_string()]
        );
    }

    #[test]
    fn code_blocks_and_captions_with_mentions() {
        let parts = plan("Ann to move", Some("Ann 1. e4"), None, &ann());
        assert_eq!(
            parts,
            vec![Part::Text(format!("{ANN} to move\n<pre>Ann 1. e4</pre>"))]
        );
        let png = [1u8];
        let parts = plan("Ann to move", None, Some(&png), &ann());
        assert_eq!(
            parts,
            vec![Part::Photo {
                png: png.to_vec(),
                caption: format!("{ANN} to move")
            }]
        );
    }
}
