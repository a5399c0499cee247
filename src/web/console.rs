//! `boardbot console --web ADDR`: the web board for the console's users,
//! on a loopback address, with no Telegram: the page names the user
//! (`Authorization: console NAME`, see [`super::Auth::Console`]). Actions
//! from the page are handled like console lines: committed, printed as
//! `>> CHAT:` blocks, and the computer opponent answers.

use std::net::SocketAddr;
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::{Arc, Mutex};

use crate::console::{bot_turns, Printer};
use crate::core::Hub;

use super::{Auth, Backend, WebError, WebState};

/// Starts the server on its own thread (with a runtime of its own: the
/// console is synchronous). It lives as long as the process.
pub fn start(
    addr: SocketAddr,
    hub: Arc<Mutex<Hub>>,
    printer: Arc<Mutex<Printer>>,
    clock: Arc<AtomicI64>,
    bot_seed: Option<u64>,
) -> Result<std::thread::JoinHandle<()>, WebError> {
    if !addr.ip().is_loopback() {
        return Err(WebError::NotLoopback(addr));
    }
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(WebError::Runtime)?;
    let listener = runtime.block_on(super::bind(addr))?;
    let time = clock.clone();
    let backend = Backend::new(
        hub,
        move || time.load(Ordering::SeqCst),
        move |hub: &mut Hub| {
            let mut printer = printer.lock().unwrap_or_else(|e| e.into_inner());
            let mut out = std::io::stdout();
            if let Err(e) = printer.flush(hub, &mut out) {
                eprintln!("error: {e}");
            }
            if let Some(seed) = bot_seed {
                let now = clock.load(Ordering::SeqCst);
                if let Err(e) = bot_turns(hub, &mut printer, &mut out, now, seed) {
                    eprintln!("error: {e}");
                }
            }
        },
    );
    let state = WebState::new(backend, Auth::Console);
    eprintln!("the web board: http://{addr}/ (open a board's link)");
    Ok(std::thread::spawn(move || {
        if let Err(e) = runtime.block_on(super::serve(listener, state, std::future::pending())) {
            eprintln!("{e}");
        }
    }))
}
