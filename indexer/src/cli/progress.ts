/**
 * Progress output for long operator commands: done/total, rate per second and ETA, at most
 * twice a second, on stderr so stdout stays machine-readable.
 */
export function createProgress(label: string, unit = 'Zeilen') {
  let started: number | null = null;
  let lastPrint = 0;
  const format = (n: number) => n.toLocaleString('de-DE');
  return {
    update(done: number, total: number, force = false) {
      const now = performance.now();
      started ??= now;
      if (!force && now - lastPrint < 500) return;
      lastPrint = now;
      const seconds = (now - (started ?? now)) / 1000;
      const rate = seconds > 0 ? done / seconds : 0;
      const eta = rate > 0 && total > done ? Math.ceil((total - done) / rate) : 0;
      const percent = total > 0 ? Math.floor((done / total) * 100) : 100;
      process.stderr.write(
        `${label}: ${format(done)}/${format(total)} ${unit} (${percent} %), ${format(Math.round(rate))}/s, noch ca. ${eta} s\n`,
      );
    },
    done(total: number) {
      const seconds = (performance.now() - (started ?? performance.now())) / 1000;
      process.stderr.write(`${label}: fertig, ${format(total)} ${unit} in ${seconds.toFixed(1)} s\n`);
    },
  };
}
