/**
 * The floor plan of src/ (.dependency-cruiser.cjs, drawn in docs/architecture.md) holds: no
 * import breaks a layer rule and no modules import each other in a circle. The same check runs
 * by hand as `npm run lint:layers`.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { cruise, type ICruiseResult, type IViolation } from 'dependency-cruiser'
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options'
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config'
import { afterAll, describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')

const cruiseIn = async (baseDir: string, entries: string[]): Promise<IViolation[]> => {
  const options = await extractDepcruiseOptions(path.join(root, '.dependency-cruiser.cjs'))
  const fileName = path.join(baseDir, 'tsconfig.json')
  const { output } = await cruise(entries, { ...options, baseDir, outputType: 'json', tsConfig: { fileName } }, undefined, { tsConfig: extractTSConfig(fileName) })
  const result = (typeof output === 'string' ? JSON.parse(output) : output) as ICruiseResult
  return result.summary.violations
}

const describeViolation = (violation: IViolation) =>
  `${violation.rule.name}: ${violation.from} → ${violation.to}${violation.cycle ? ` (${violation.cycle.map((step) => step.name).join(' → ')})` : ''}`

describe('the layers of src/', () => {
  it('no import breaks a rule of .dependency-cruiser.cjs', async () => {
    const violations = await cruiseIn(root, ['src', 'server'])
    expect(violations.map(describeViolation)).toEqual([])
  }, 120_000)

  // A copy of the rules run on a tiny made-up tree, so the check above is known to fail when a
  // rule is broken (a rule whose paths matched nothing would pass silently).
  describe('the rules catch what they forbid', () => {
    const tree = mkdtempSync(path.join(os.tmpdir(), 'yoga-layers-'))
    afterAll(() => rmSync(tree, { recursive: true, force: true }))
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(tree, file)), { recursive: true })
      writeFileSync(path.join(tree, file), text)
    }
    write('tsconfig.json', JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@/*': ['./src/*'] }, module: 'esnext', moduleResolution: 'bundler' } }))
    write('src/services/platform/db.ts', "export const db = 1\n")
    write('src/jobs/queues.ts', "export const Q = 'q'\n")
    write('src/jobs/scheduler.ts', "import { db } from '@/services/platform/db'\nexport const kick = () => db\n")
    write('src/integrations/stripe/index.ts', "export const stripe = 1\n")
    write('src/integrations/youtube/index.ts', "import { db } from '@/services/platform/db'\nimport { stripe } from '@/integrations/stripe'\nexport const yt = db + stripe\n")
    write('src/lib/format.ts', "import { db } from '@/services/platform/db'\nexport const f = db\n")
    write('src/lib/typesOnly.ts', "import type { Row } from '@/services/content/rows'\nexport const g = (row: Row) => row\n")
    write('src/services/content/rows.ts', "import { Q } from '@/jobs/queues'\nimport { kick } from '@/jobs/scheduler'\nimport { handler } from '@/web/route'\nexport type Row = { id: number }\nexport const rows = [Q, kick, handler]\n")
    write('src/web/route.ts', "import { stripe } from '@/integrations/stripe'\nexport const handler = stripe\n")
    write('src/app/api/x/route.ts', "import { kick } from '@/jobs/scheduler'\nexport const GET = kick\n")
    write('src/components/a.ts', "import { b } from '@/components/b'\nexport const a = () => b\n")
    write('src/components/b.ts', "import { a } from '@/components/a'\nexport const b = () => a\n")

    it('names each broken rule, and allows type-only imports and the queue names', async () => {
      const found = (await cruiseIn(tree, ['src'])).map(describeViolation)
      expect(found).toEqual(
        expect.arrayContaining([
          'lib-is-pure: src/lib/format.ts → src/services/platform/db.ts',
          'integrations-stand-alone: src/integrations/youtube/index.ts → src/services/platform/db.ts',
          'integrations-do-not-use-each-other: src/integrations/youtube/index.ts → src/integrations/stripe/index.ts',
          'services-stay-below-the-web: src/services/content/rows.ts → src/web/route.ts',
          'services-start-jobs-by-name: src/services/content/rows.ts → src/jobs/scheduler.ts',
          'web-does-not-reach-past-services: src/web/route.ts → src/integrations/stripe/index.ts',
          'web-starts-jobs-through-services: src/app/api/x/route.ts → src/jobs/scheduler.ts',
        ]),
      )
      expect(found.some((line) => line.startsWith('no-circular: src/components/'))).toBe(true)
      // allowed: a type-only import into src/lib, and any layer importing src/jobs/queues.ts
      expect(found.filter((line) => line.includes('src/lib/typesOnly.ts') || line.includes('→ src/jobs/queues.ts'))).toEqual([])
    }, 120_000)
  })
})
