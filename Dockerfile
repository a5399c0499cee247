# boardbot in a container (README: "On a server").
#
#   docker build -t boardbot .
#   docker volume create boardbot-data
#   docker run -d --name boardbot --restart on-failure \
#     -e TELOXIDE_TOKEN=123456:ABC... -v boardbot-data:/data boardbot
#
# The database is on the volume (/data); the process runs as an
# unprivileged user. /healthz and /metrics answer inside the container on
# port 9100 (publish it only to the operator's network, if at all).

# --- build: the release binary (fonts and languages are compiled in).
FROM rust:1-bookworm AS build
WORKDIR /src
COPY Cargo.toml Cargo.lock ./
COPY src ./src
COPY assets ./assets
COPY benches ./benches
COPY bot.toml.example ./
RUN cargo build --release --locked --bin boardbot

# --- run: the binary alone, as a user of its own.
FROM debian:bookworm-slim
# curl for the health check only (TLS roots are compiled into the binary).
RUN apt-get update \
 && apt-get install -y --no-install-recommends curl \
 && rm -rf /var/lib/apt/lists/* \
 && useradd --system --uid 10001 --user-group --home-dir /data --shell /usr/sbin/nologin boardbot \
 && mkdir /data && chown boardbot:boardbot /data && chmod 700 /data
COPY --from=build /src/target/release/boardbot /usr/local/bin/boardbot
USER boardbot:boardbot
WORKDIR /data
ENV BOARDBOT_DB=/data/boardbot.db \
    BOARDBOT_METRICS=0.0.0.0:9100
VOLUME ["/data"]
EXPOSE 9100
# SIGTERM: the update in hand is finished and the outbox flushed (10 s).
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=30s --timeout=10s --start-period=30s --retries=3 \
  CMD curl -fsS http://127.0.0.1:9100/healthz > /dev/null || exit 1
ENTRYPOINT ["/usr/local/bin/boardbot"]
CMD ["serve"]
