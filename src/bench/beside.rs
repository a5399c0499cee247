//! The phase with a deliverer beside the moves, as `serve` runs them: how
//! long a move waits for the hub while pictures are drawn.

use super::*;

fn lock(hub: &Mutex<Hub>) -> MutexGuard<'_, Hub> {
    hub.lock().unwrap_or_else(|e| e.into_inner())
}

/// The deliverer of [`beside_phase`], as `serve`'s: takes up to 100 queued
/// messages through the hub's lock, draws them outside it (or, with
/// `under_lock`, inside it, as `serve` did before issue 29), and marks each
/// delivered, taking the lock again for each. Returns how many it
/// delivered.
fn deliver_beside(
    hub: &Mutex<Hub>,
    stop: &AtomicBool,
    under_lock: bool,
) -> Result<usize, BenchError> {
    let mut n = 0;
    let none = HashSet::new();
    while !stop.load(Ordering::Relaxed) {
        let batch = {
            let hub = lock(hub);
            let batch = hub.pending_undrawn(&none, 100)?;
            match under_lock {
                true => batch.into_iter().map(|(id, m)| (id, draw(m))).collect(),
                false => batch,
            }
        };
        if batch.is_empty() {
            std::thread::sleep(std::time::Duration::from_millis(1));
            continue;
        }
        for (id, msg) in batch {
            std::hint::black_box(draw(msg));
            lock(hub).delivered(id, 0, None, Default::default(), 0)?;
            n += 1;
        }
    }
    Ok(n)
}

/// The last phase: moves arriving at `--beside-rate` a second, committed
/// `--batch` at a time, while a deliverer on another thread takes the
/// replies out through the same lock and draws their pictures, as `serve`
/// runs them. *Commit* here is from a message's arrival (its batch's
/// planned start) to its commit, the wait for the lock included: what the
/// deliverer's drawing costs the players' moves. Run twice: the pictures
/// drawn outside the lock (as `serve` does), and inside it (as it did
/// before issue 29).
pub(super) fn beside_phase(
    dir: &Path,
    args: &BenchArgs,
    under_lock: bool,
) -> Result<String, BenchError> {
    let path = dir.join(format!("beside-{under_lock}.db"));
    let (mut hub, _checkpointer) = open_hub(&path, true)?;
    let mut rng = StdRng::seed_from_u64(42);
    let mut tables = start_tables(&mut hub, 0, args.games, &args.game)?;
    let batch = args.batch.clamp(1, tables.len().max(1));
    let hub = Arc::new(Mutex::new(hub));
    let stop = Arc::new(AtomicBool::new(false));
    let deliverer = {
        let (hub, stop) = (hub.clone(), stop.clone());
        std::thread::spawn(move || deliver_beside(&hub, &stop, under_lock))
    };
    let moves = args.beside_moves;
    let gap = std::time::Duration::from_secs_f64(batch as f64 / f64::from(args.beside_rate.max(1)));
    let mut commits: Vec<u64> = Vec::with_capacity(moves);
    let mut next = 0;
    let started = Instant::now();
    let mut arrival = started;
    let played = (|| {
        while commits.len() < moves {
            let size = batch.min(moves - commits.len());
            let mut chosen: Vec<(usize, Incoming)> = Vec::with_capacity(size);
            while chosen.len() < size {
                let i = next % tables.len();
                if chosen.iter().any(|(j, _)| *j == i) {
                    break; // every table has its action in this batch
                }
                next += 1;
                let action = choose(&lock(&hub), &tables[i], &mut rng)?;
                match action {
                    Some((msg, _)) => chosen.push((i, msg)),
                    // A finished game is replaced by a new one at another
                    // table (its replies left to the deliverer).
                    None => tables[i] = open_table(&mut lock(&hub), args.games + next, &args.game)?,
                }
            }
            let msgs: Vec<Incoming> = chosen.into_iter().map(|(_, m)| m).collect();
            // Counted from the planned arrival, so a commit held up makes
            // the next ones late too, as it would players' messages.
            arrival += gap;
            std::thread::sleep(arrival.saturating_duration_since(Instant::now()));
            for result in lock(&hub).handle_batch(&msgs, 0) {
                result?;
            }
            let took = arrival.elapsed().as_micros() as u64;
            commits.extend(std::iter::repeat_n(took, msgs.len()));
        }
        Ok::<(), BenchError>(())
    })();
    let secs = started.elapsed().as_secs_f64();
    stop.store(true, Ordering::Relaxed);
    let delivered = deliverer
        .join()
        .map_err(|_| BenchError::DelivererPanicked)??;
    played?;
    commits.sort_unstable();
    let ms = |p: f64| percentile(&commits, p) as f64 / 1000.0;
    Ok(format!(
        "{} moves in {} {} games arriving at {}/s, {batch} messages per commit, a deliverer \
         beside drawing the pictures {} ({delivered} messages): {:.0} moves/s; message to \
         committed reply (the lock's wait included) p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        commits.len(),
        args.games,
        args.game,
        args.beside_rate,
        if under_lock {
            "inside the hub's lock, as before issue 29"
        } else {
            "outside the hub's lock"
        },
        commits.len() as f64 / secs,
        ms(0.5),
        ms(0.99),
        ms(1.0),
    ))
}
