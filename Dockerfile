# tripkit in a container: the release archive that scripts/package builds, on a small Debian image.
#   docker build -t tripkit .
#   docker run --rm -v "$PWD:/work" -w /work tripkit validate --reporter sarif > tripkit.sarif
# The build stage runs the same packaging script as a release, so the image holds the same binary, which
# needs only the C runtime (libxml2 and ICU are linked in).
ARG SWIFT_IMAGE=swift:6.3-bookworm
FROM ${SWIFT_IMAGE} AS build
WORKDIR /src
COPY . .
RUN scripts/package --output /dist

FROM debian:bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends libstdc++6 \
 && rm -rf /var/lib/apt/lists/*
COPY --from=build /dist/ /tmp/dist/
RUN tar -xzf /tmp/dist/tripkit-*.tar.gz -C /tmp/dist \
 && cp /tmp/dist/tripkit-*/bin/tripkit /usr/local/bin/tripkit \
 && mkdir -p /usr/local/share/man/man1 && cp /tmp/dist/tripkit-*/share/man/man1/tripkit.1 /usr/local/share/man/man1/ \
 && rm -rf /tmp/dist
ENTRYPOINT ["tripkit"]
CMD ["validate"]
