/**
 * A short, valid WAV file made on the spot (mono, 8 kHz, 16-bit PCM): a few rising tones that
 * stand in for a recitation sample in the demo data and the tests, so no recording is committed.
 */
export function recitationSampleWav(seconds = 1.5, baseHz = 220): Buffer {
  const rate = 8000;
  const samples = Math.round(seconds * rate);
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) {
    const t = i / rate;
    // Three notes a half-second each, faded in and out so nothing clicks.
    const note = Math.min(2, Math.floor(t / 0.5));
    const hz = baseHz * [1, 1.25, 1.5][note]!;
    const inNote = t - note * 0.5;
    const fade = Math.min(1, inNote / 0.05, (0.5 - inNote) / 0.05);
    const v = Math.sin(2 * Math.PI * hz * t) * 0.3 * Math.max(0, fade);
    data.writeInt16LE(Math.round(v * 32767), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}
