/**
 * `node --import ./server/register.mjs`: our module hooks (server/lexicalHooks.mjs)
 * for every Node process that loads the Payload config outside Next. Use with `--import tsx`.
 */
import { register } from 'node:module'

register('./lexicalHooks.mjs', import.meta.url)
