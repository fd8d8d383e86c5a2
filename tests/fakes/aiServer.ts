/**
 * The fake OpenAI and YouTube (tests/fakes/openai.ts, tests/fakes/youtube.ts) as one process, for
 * browser tests and trying the generation pages by hand without keys or network:
 *
 *   FAKE_OPENAI_PORT=12112 FAKE_YOUTUBE_PORT=12113 node --import tsx tests/fakes/aiServer.ts
 *   OPENAI_API_KEY=sk-fake OPENAI_BASE_URL=http://127.0.0.1:12112/v1 \
 *   YOUTUBE_API_KEY=yt-fake YOUTUBE_API_BASE=http://127.0.0.1:12113/youtube/v3 npm run dev
 */
import { startFakeOpenAI } from './openai'
import { startFakeYoutube } from './youtube'

const openai = await startFakeOpenAI({ port: Number(process.env.FAKE_OPENAI_PORT ?? 12112) })
// FAKE_OPENAI_DELAY_MS slows every answer, as a real model is slow (the browser tests see the
// pages' loading texts)
openai.delayMs = Number(process.env.FAKE_OPENAI_DELAY_MS ?? 0)
const youtube = await startFakeYoutube({ port: Number(process.env.FAKE_YOUTUBE_PORT ?? 12113) })
console.log(`Fake OpenAI on ${openai.url}, fake YouTube on ${youtube.url}`)
const stop = () => void Promise.all([openai.stop(), youtube.stop()]).then(() => process.exit(0))
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
