/**
 * Module resolve hook (registered by server/register.mjs): Lexical's Node entry points
 * (`@lexical/x/dist/X.node.mjs`) pick their dev or prod build with a top-level
 * `await import(…)`. Node 20 cannot always settle a graph with several such modules that share
 * dependencies: importing @payloadcms/richtext-lexical (every process that loads the Payload
 * config: migrations, the seed, the jobs worker, the benches) exited silently with code 13,
 * "unsettled top-level await", in about one start in five under load and in every plain
 * `node` import. This resolves each of them to the build it would have chosen, which has no
 * top-level await.
 */
const LEXICAL_NODE_ENTRY = /\/node_modules\/(?:lexical|@lexical\/[^/]+)\/dist\/[^/]+\.node\.mjs$/

export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context)
  if (!LEXICAL_NODE_ENTRY.test(resolved.url)) return resolved
  const build = process.env.NODE_ENV === 'production' ? '.prod.mjs' : '.dev.mjs'
  return { ...resolved, url: resolved.url.replace(/\.node\.mjs$/, build) }
}
