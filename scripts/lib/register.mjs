/**
 * `node --import ./scripts/lib/register.mjs`: our module hooks (scripts/lib/lexicalHooks.mjs)
 * for every Node process that loads the Payload config outside Next. Use with `--import tsx`.
 */
import { register } from 'node:module'

register('./lexicalHooks.mjs', import.meta.url)
