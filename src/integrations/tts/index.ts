/**
 * Offline pronunciation for sites without an OpenAI key: eSpeak NG.
 *
 * Licence decision: eSpeak NG is GPL-3.0-or-later. We use the npm build (`espeak-ng`, WebAssembly,
 * no system package to install) and run it as a separate program, `scripts/espeak.mjs`, in a
 * child process that receives the text as an argument and writes a WAV file to stdout. The site's
 * code neither links with nor bundles it (it is loaded only inside that child), so the pair is an
 * aggregate in the GPL's sense and the site keeps its own licence. Anyone who redistributes the
 * installed tree (a container image with node_modules, say) passes eSpeak NG on under the GPL,
 * with its source offer (github.com/espeak-ng/espeak-ng). `OFFLINE_TTS=false` turns it off.
 *
 * The voice is robotic and the Hindi voice drops a word's final vowel (योग → "yog"), so every
 * recording it makes is stored as Media with `machineVoice: true`, for editors to replace.
 */
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'

const script = () => path.join(process.cwd(), 'scripts', 'espeak.mjs')

/** Whether the offline engine can run here (installed, not switched off). */
export const offlineSpeechAvailable = (environment: Record<string, string | undefined> = process.env): boolean => {
  if (environment.OFFLINE_TTS?.trim().toLowerCase() === 'false') return false
  // plain file checks (no require.resolve): the bundler must not pull the engine into the app
  return existsSync(script()) && existsSync(path.join(process.cwd(), 'node_modules', 'espeak-ng', 'dist', 'espeak-ng.wasm'))
}

export const OFFLINE_VOICE_MODEL = 'espeak-ng'

/**
 * A WAV recording of a word: Devanagari with the Hindi voice when there is Devanagari (a term's
 * own, or a pose's IAST name written in Devanagari by src/lib/iast.ts), else the respelling or
 * the plain transliteration with the English voice.
 */
export const speakOffline = ({ devanagari, respelling, word }: { devanagari?: string; respelling?: string; word: string }): Promise<Buffer> => {
  const [voice, text] = devanagari ? ['hi', devanagari] : ['en-us', (respelling || word).replace(/-/g, ' ')]
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [script(), voice, '120', text],
      { encoding: 'buffer', maxBuffer: 16 * 1024 * 1024, timeout: 30_000, cwd: process.cwd() },
      (error, stdout, stderr) => {
        if (error) return reject(new Error(`Offline speech failed: ${stderr.toString().trim() || error.message}`))
        if (stdout.length < 44 || stdout.subarray(0, 4).toString('latin1') !== 'RIFF') return reject(new Error('Offline speech wrote no WAV'))
        resolve(stdout)
      },
    )
  })
}
