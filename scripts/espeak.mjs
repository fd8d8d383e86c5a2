/**
 * Offline speech for pronunciation: eSpeak NG compiled to WebAssembly (npm `espeak-ng`,
 * GPL-3.0-or-later), run as its own program. src/integrations/tts/index.ts starts it as a child
 * process and reads the WAV it writes to stdout; no code of ours links with it (see docs/features.md,
 * "Offline pronunciation and its licence").
 *
 *   node scripts/espeak.mjs <voice> <words per minute> <text>   → WAV on stdout
 */
import ESpeakNg from 'espeak-ng'

const [voice = 'en-us', speed = '130', text = ''] = process.argv.slice(2)
if (!text.trim()) {
  process.stderr.write('espeak: no text\n')
  process.exit(2)
}
const espeak = await ESpeakNg({
  arguments: ['-v', voice, '-s', speed, '-w', '/out.wav', text],
  print: () => undefined,
  printErr: (line) => process.stderr.write(`${line}\n`),
})
const wav = espeak.FS.readFile('/out.wav')
process.stdout.write(Buffer.from(wav))
