//! `/language`: which language a user, or a group, reads.
//!
//! A private chat speaks its user's language: the one chosen here, else
//! Telegram's `language_code`, else English. A group has its own: its
//! first game's creator's, or the one an administrator chose here.

use crate::i18n::Lang;
use crate::i18n::Text;
use crate::message::Button;
use crate::store;
use crate::text;

use super::{refused, Session, R};

impl Session<'_> {
    pub(super) fn language(&mut self, lang: Option<Lang>) -> R<()> {
        let Some(lang) = lang else {
            return self.language_menu();
        };
        if self.private() {
            store::set_user_lang(self.tx, self.user(), lang)?;
            self.lang = lang;
            self.reply(text!("language-set-private"));
        } else {
            if !self.msg.admin {
                return refused(text!("language-admins-only"));
            }
            store::set_chat_lang(self.tx, self.msg.chat.id, lang, false)?;
            self.reply(text!("language-set-group"));
        }
        self.clear_pressed_buttons();
        Ok(())
    }

    /// The current language and a button for each.
    fn language_menu(&mut self) -> R<()> {
        let buttons = vec![Lang::all()
            .map(|l| Button::new(Text::plain(l.name()), format!("/language {}", l.code())))
            .collect()];
        // The menu is written in the current language, which names itself
        // as its sentence needs (`українською`, `po polsku`).
        let name = text!("language-name");
        let text = if self.private() {
            text!("language-menu-private", name = name)
        } else {
            text!("language-menu-group", name = name)
        };
        self.out
            .push(crate::message::Outgoing::text(self.msg.chat.id, text).with_buttons(buttons));
        Ok(())
    }
}
