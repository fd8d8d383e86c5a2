/**
 * An editor gives a pose its image from Media in the real admin: Choose from existing, pick the
 * uploaded picture, publish; the public pose page shows it with the Media file's alt text.
 */
import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'

import { adminAuthHeaders, logInToAdmin } from './helpers'

const stamp = Date.now() % 1_000_000
const ALT = `A person standing tall on a green mat, arms raised (${stamp})`
const filename = `e2e-mat-${stamp}.png`
const name = `Image Study ${stamp}`
const slug = `image-study-${stamp}`

/** Screenshots for a person to look at, when E2E_SHOTS_DIR is set. */
const shot = async (page: Page, file: string, fullPage = false) => {
  if (process.env.E2E_SHOTS_DIR) await page.screenshot({ path: `${process.env.E2E_SHOTS_DIR}/${file}.png`, fullPage })
}

/** A small picture to upload: a figure on a mat. */
const picture = () =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360"><rect width="480" height="360" fill="#f4efe6"/>` +
        `<rect x="90" y="300" width="300" height="22" rx="8" fill="#6b8f71"/><circle cx="240" cy="110" r="26" fill="#b5654a"/>` +
        `<path d="M240 136 L240 230 M240 230 L215 300 M240 230 L265 300 M240 160 L195 70 M240 160 L285 70" stroke="#b5654a" stroke-width="14" stroke-linecap="round"/></svg>`,
    ),
  )
    .png()
    .toBuffer()

let poseId: number
let oldId: number
const OLD_ADDRESS = 'https://images.example.org/legacy-mat.jpg'

test.beforeAll(async ({ request }) => {
  const headers = await adminAuthHeaders(request)
  const media = await request.post('/cms-api/media', {
    headers,
    multipart: { file: { name: filename, mimeType: 'image/png', buffer: await picture() }, _payload: JSON.stringify({ alt: ALT }) },
  })
  expect(media.status(), await media.text()).toBe(201)
  const pose = await request.post('/cms-api/poses', {
    headers,
    data: { englishName: name, category: 'standing', difficulty: 'beginner', _status: 'published' },
  })
  expect(pose.status(), await pose.text()).toBe(201)
  poseId = (await pose.json()).doc.id
  // a draft from before images came from Media: an outside address typed, no alt text
  const old = await request.post('/cms-api/poses?draft=true', {
    headers,
    data: { englishName: `Old Address ${stamp}`, category: 'seated', difficulty: 'beginner', imageUrl: OLD_ADDRESS, _status: 'draft' },
  })
  expect(old.status(), await old.text()).toBe(201)
  oldId = (await old.json()).doc.id
})

/** The sidebar's Image field (an upload field onto Media). */
const imageField = (page: Page) => page.locator('.field-type.upload').filter({ has: page.getByText('Choose an image from Media, or upload one with its alt text.') })

/** Choose from existing → the uploaded file. */
const chooseUploaded = async (page: Page) => {
  const field = imageField(page)
  await field.getByRole('button', { name: 'Choose from existing' }).click()
  const drawer = page.locator('dialog, .drawer').filter({ hasText: filename }).last()
  await drawer.getByText(filename).first().click()
  await expect(field.locator('.upload-relationship-details__filename')).toContainText(filename)
}

test('an editor chooses a pose image from Media and publishes; the pose page shows it with its alt text', async ({ page, request }) => {
  test.setTimeout(120_000)
  // before: no image, the placeholder
  await page.goto(`/poses/${slug}`)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(page.getByRole('img', { name: ALT })).toHaveCount(0)

  await logInToAdmin(page)
  await page.goto(`/admin/collections/poses/${poseId}`)
  await expect(imageField(page)).toBeVisible({ timeout: 30_000 })
  // the typed address is not offered
  await expect(page.locator('#field-imageUrl')).toHaveCount(0)

  await chooseUploaded(page)
  await shot(page, 'admin-pose-image-chosen')

  const saved = page.waitForResponse((response) => response.request().method() === 'PATCH' && response.url().includes(`/cms-api/poses/${poseId}`))
  await page.getByRole('button', { name: 'Publish changes' }).click()
  expect((await saved).status()).toBe(200)
  await expect(page.getByText(/Updated successfully|successfully/i).first()).toBeVisible()

  // the public API answers the Media file's address and alt text
  const { pose } = await (await request.get(`/api/poses/${slug}`)).json()
  expect(pose).toMatchObject({ imageUrl: `/cms-api/media/file/${filename}`, imageAlt: ALT })

  // the public page shows the picture, named by its alt text
  await page.goto(`/poses/${slug}`)
  const image = page.getByRole('img', { name: ALT })
  await expect(image).toBeVisible()
  await expect(image).toHaveAttribute('src', `/cms-api/media/file/${filename}`)
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 15_000 }).toBe(true)
  await shot(page, 'pose-page-image-from-media')
})

test('an old outside address shows read-only; publishing it without alt text is refused; choosing from Media replaces it', async ({ page, request }) => {
  test.setTimeout(120_000)
  await logInToAdmin(page)
  await page.goto(`/admin/collections/poses/${oldId}`)
  const address = page.locator('#field-imageUrl')
  await expect(address).toHaveValue(OLD_ADDRESS, { timeout: 30_000 })
  await expect(address).toBeDisabled()
  await expect(page.getByText('An address typed before images came from Media. Choose an image from Media (Image, above) to replace it.')).toBeVisible()

  const publish = page.getByRole('button', { name: /^Publish/ })
  const refused = page.waitForResponse((response) => response.request().method() === 'PATCH' && response.url().includes(`/cms-api/poses/${oldId}`))
  await publish.click()
  expect((await refused).status()).toBe(400)
  await expect(page.getByText('The following field is invalid: Old image alt text')).toBeVisible()
  await expect(page.getByText(/This image from an outside address has no alt text, so it cannot be published/).first()).toBeVisible()
  await page.locator('#field-imageAlt').scrollIntoViewIfNeeded()
  await shot(page, 'admin-old-address-refused')

  await chooseUploaded(page)
  const saved = page.waitForResponse((response) => response.request().method() === 'PATCH' && response.url().includes(`/cms-api/poses/${oldId}`))
  await publish.click()
  expect((await saved).status()).toBe(200)
  // the old address is gone: the field is no longer shown
  await expect(page.locator('#field-imageUrl')).toHaveCount(0, { timeout: 15_000 })
  const { pose } = await (await request.get(`/api/poses/old-address-${stamp}`)).json()
  expect(pose).toMatchObject({ imageUrl: `/cms-api/media/file/${filename}`, imageAlt: ALT })
  await shot(page, 'admin-old-address-replaced')
})
