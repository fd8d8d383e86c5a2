import { PageIntro } from '@/components/ui/primitives'

/*
 * The list pages' headings, shared by each page and its loading screen: the first paint already
 * holds the real heading and lead text, so swapping the skeleton for the list moves nothing.
 */
export const GlossaryIntro = () => (
  <PageIntro eyebrow="Glossary" title="Sanskrit glossary">
    The words you hear in class, explained: how to write them, say them and what they mean.
  </PageIntro>
)

export const FaqIntro = () => (
  <PageIntro eyebrow="FAQ" title="Beginner questions, answered">
    New to yoga? Start here. If a question is about your health, please also ask a qualified professional.
  </PageIntro>
)

export const PosesIntro = () => (
  <PageIntro eyebrow="Poses" title="Pose library">
    Step-by-step instructions for each pose, with what to avoid. Move gently and stop if anything hurts.
  </PageIntro>
)

export const VideosIntro = () => (
  <PageIntro eyebrow="Videos" title="Video Library">
    Videos from teachers we trust, chosen to go with the glossary, the FAQ and the poses.
  </PageIntro>
)
