/**
 * The seed courses: Foundations, free, for a complete beginner, and one paid course,
 * so the purchase path is real. Lesson bodies are written in the markup of src/lib/lexical.ts
 * (## headings, - lists, > safety notes, [links](/poses/slug)); every link and every slug in
 * `poses`, `glossaryTerms` and `faqs` names an item of the seed library (tests/int/courses.test.ts).
 */
import type { SeedCourse } from '@/seed/types'

export const foundations: SeedCourse = {
  slug: 'foundations',
  title: 'Foundations',
  summary: 'Nine short lessons for a complete beginner: what yoga is, how to breathe, eight foundation poses, a first sequence, rest, and how to keep going.',
  description: `Foundations is where to start if you have never done yoga, or if you tried once and felt lost. You need no experience, no flexibility and no special kit: a quiet corner, comfortable clothes and about fifteen minutes a day.

Over nine lessons you learn what yoga is and is not, how to use your breath, eight poses that most classes build on, a first short sequence to practise at home, how to rest properly, and how to keep going once the course is over. Each pose comes with its safety notes, and every lesson links to the glossary, the pose library and the FAQ when you want to read more.

The course is free. Create an account to keep your progress; when you finish the last lesson you get a certificate that anyone can check online.`,
  level: 'beginner',
  priceUsd: 0,
  order: 1,
  lessons: [
    {
      slug: 'what-yoga-is',
      title: 'What yoga is, and what it is not',
      summary: 'Where yoga comes from, what a practice looks like today, and why you do not need to be flexible to begin.',
      minutes: 8,
      isPreview: true,
      poses: [],
      glossaryTerms: ['yoga', 'asana', 'pranayama', 'ashtanga'],
      faqs: ['is-yoga-religious', 'i-am-not-flexible', 'am-i-too-old-for-yoga', 'what-should-i-wear'],
      body: `Welcome. If you are here, you are curious about yoga, and that is all you need to begin. This first lesson has no poses. It is a short, honest look at what yoga is, so that the rest of the course makes sense.

## A very old word for a simple idea

The word [yoga](/glossary/yoga) comes from Sanskrit, an old language of India. It is often translated as "to join" or "to yoke". People have explained that joining in many ways: the body with the breath, attention with the present moment, or a person with something larger than themselves. You do not have to choose one. For this course, yoga means paying kind attention to your body, your breath and your mind, all at once.

Long before yoga reached gyms and studios, teachers described it as a path with several parts. One well-known text lists eight of them, called [ashtanga](/glossary/ashtanga), the "eight limbs". They include how we treat others, how we care for ourselves, postures, breathing, and ways of steadying the mind. Postures are only one limb.

## What a practice looks like today

Most classes you will meet combine three things:

- **Postures**, called [asana](/glossary/asana): shapes you make with your body, held for a few breaths or moved through slowly.
- **Breathing practices**, called [pranayama](/glossary/pranayama): ways of slowing and guiding your breath.
- **Rest and stillness**: lying down at the end of class, or sitting quietly for a few minutes.

This course teaches all three, one small step at a time.

## What yoga is not

Yoga is not a test of flexibility. Flexible people are not "better" at it; they simply have different work to do. If you cannot touch your toes, you are exactly the person these poses were made for. Read [I am not flexible. Can I still do yoga?](/faq/i-am-not-flexible) if that worry sounds familiar.

Yoga is not a competition, with others or with yourself. A pose is right when it feels steady and you can breathe easily in it, not when it looks like a photograph.

Yoga is not a religion, although it grew up among religious traditions and some people practise it as part of their faith. You can practise without any belief at all. [Is yoga religious?](/faq/is-yoga-religious) explains this in more detail.

And yoga is not only for the young. People start in their seventies and eighties. See [Am I too old for yoga?](/faq/am-i-too-old-for-yoga).

## Before you start

You need very little: clothes you can move in (see [What should I wear?](/faq/what-should-i-wear)), a mat or a rug that does not slip, and perhaps a cushion and a blanket. Practise on an empty or light stomach.

> Safety first: if you have a medical condition, an injury, or you are pregnant, talk to your doctor before you start, and tell any teacher you practise with. Throughout this course, pain is a signal to stop, not something to push through.

That is it for today. In the next lesson you meet the one tool you always carry with you: your breath.`,
    },
    {
      slug: 'your-breath',
      title: 'Your breath, your guide',
      summary: 'How to breathe in yoga, a simple belly-breathing practice, and how your breath tells you when to ease off.',
      minutes: 10,
      isPreview: true,
      poses: ['easy-pose', 'corpse-pose'],
      glossaryTerms: ['pranayama', 'prana', 'ujjayi'],
      faqs: ['how-should-i-breathe', 'yoga-for-anxiety-and-stress'],
      body: `Breathing is the thread that runs through every yoga practice. You already know how to do it, of course. In yoga you simply start to notice it, and then to guide it gently.

## Why the breath matters

Your breath changes with your mood. When you are anxious it tends to be quick and high in the chest; when you are relaxed it slows and drops lower. The link also works the other way: slowing your breath, especially the out-breath, can help you feel calmer. That is one reason many people come to yoga for stress. See [Can yoga help with anxiety and stress?](/faq/yoga-for-anxiety-and-stress).

Yoga has a word for breathing practices: [pranayama](/glossary/pranayama). It is built on [prana](/glossary/prana), often translated as "life force" or "breath". You do not need the Sanskrit to practise. It is there so you recognise the words when a teacher uses them.

## The basic rules

- Breathe in and out through your nose if you comfortably can. If your nose is blocked, breathe through your mouth. That is fine.
- Keep the breath slow and even. There is no need to make it loud or deep.
- Never hold your breath in a pose. If you notice you are holding it, the pose is too hard right now: ease off a little.
- As a rule of thumb, breathe in as you lift or open, and breathe out as you fold or lower.

The FAQ answer [How should I breathe during yoga?](/faq/how-should-i-breathe) covers these in more depth.

## Practice: belly breathing (5 minutes)

1. Sit comfortably in [Easy Pose](/poses/easy-pose) on a cushion, on a chair with your feet flat, or lie on your back with your knees bent.
2. Rest one hand on your belly and one on your chest.
3. Breathe in slowly through your nose and let your belly rise under your hand. The hand on your chest moves only a little.
4. Breathe out slowly and feel your belly fall.
5. Now count: breathe in for a count of four, and out for a count of four. After a few rounds, let the out-breath grow to five or six counts. Keep the in-breath easy.
6. Continue for three to five minutes. Then let your breath go back to normal and notice how you feel.

If your mind wanders, and it will, simply come back to counting. That coming back is the practice.

## Your breath as a guide

From now on, use your breath as a gauge in every pose. If it stays smooth, you are working at the right level. If it becomes short, strained or stuck, you are pushing too hard. This one habit will keep you safer than any rule about how far to bend.

You may hear teachers mention [ujjayi](/glossary/ujjayi), a soft "ocean" sound made in the throat. It is useful later on. For now, quiet, easy breathing is perfect.

> Safety first: if you have asthma, a heart or lung condition, or high blood pressure, or if you are pregnant, stay with gentle breathing like this and ask your doctor before trying stronger practices such as rapid breathing or holding the breath. If you feel dizzy or light-headed at any point, stop and breathe normally.

To end, lie down in [Corpse Pose](/poses/corpse-pose) for a minute and let your breath do whatever it likes.`,
    },
    {
      slug: 'standing-tall',
      title: 'Standing tall: Mountain Pose and Tree Pose',
      summary: 'Learn to stand with ease in Mountain Pose, then find your balance in Tree Pose, with a wall nearby.',
      minutes: 12,
      isPreview: false,
      poses: ['mountain-pose', 'tree-pose'],
      glossaryTerms: ['asana', 'drishti'],
      faqs: ['what-if-a-pose-hurts'],
      body: `Many poses start from standing, so standing well is the first skill to learn. In this lesson you practise two poses: one that looks like nothing at all, and one that asks for balance.

## Mountain Pose (Tāḍāsana)

[Mountain Pose](/poses/mountain-pose) is simply standing, done with attention. It teaches you where your feet, hips and head like to be, and you come back to it between many other poses.

1. Stand with your feet hip-width apart, toes pointing forward. Feel your weight spread across both feet: heels, the base of the big toes and the base of the little toes.
2. Soften your knees so they are not locked.
3. Let your arms hang by your sides, palms facing your thighs or turned slightly forward.
4. Lengthen up through the crown of your head, as if someone were gently lifting a thread. Let your shoulders drop away from your ears.
5. Breathe slowly for five to ten breaths. Notice small movements as your body balances itself.

> Take care: if you feel dizzy or light-headed when standing still, keep your eyes open and stand near a wall or chair. If you have low blood pressure or balance problems, stand with your feet wider apart and move out of the pose slowly.

## Tree Pose (Vṛkṣāsana)

[Tree Pose](/poses/tree-pose) is a one-legged balance. Wobbling is normal, even for experienced students. Every wobble is your body learning.

1. Start in Mountain Pose, next to a wall or the back of a chair.
2. Shift your weight onto your left foot. Keep a soft bend in the left knee.
3. Turn your right knee out and rest the sole of your right foot on your left ankle, with your toes on the floor like a kickstand. If that feels steady, move the foot to your calf, or later to your inner thigh.
4. Never press your foot into the side of your knee. Go below it or above it.
5. Bring your hands together at your chest, or keep one hand on the wall.
6. Fix your eyes on one point that does not move, a little below eye level. Yoga calls this steady gaze [drishti](/glossary/drishti).
7. Stay for five breaths, then slowly come back to Mountain Pose and change sides.

> Take care: if your balance is unsteady, practise next to a wall or hold the back of a chair. If you have a knee injury, keep your foot at your ankle or calf and never press on the knee. If you have low blood pressure or feel dizzy, keep your arms down and your eyes open.

## What to notice

Notice that one side may feel steadier than the other. That is usual, and it tends to even out with practice. Notice, too, what happens to your breath when you wobble. Often it stops for a moment. See if you can keep it flowing.

A pose should never hurt. Stretching can feel strong, but sharp, pinching or burning pain means stop. [What if a pose hurts?](/faq/what-if-a-pose-hurts) explains the difference.

Practise these two poses once or twice before the next lesson. Two minutes is enough.`,
    },
    {
      slug: 'warrior-ii',
      title: 'Strong and steady: Warrior II',
      summary: 'Build strength in your legs and open your chest in Warrior II, with the safety notes for knees, neck and shoulders.',
      minutes: 12,
      isPreview: false,
      poses: ['warrior-ii', 'mountain-pose'],
      glossaryTerms: ['asana', 'drishti', 'tapas'],
      faqs: ['sore-after-yoga', 'what-if-a-pose-hurts'],
      body: `Some poses soothe, and some build strength. [Warrior II](/poses/warrior-ii) does a little of both: your legs work hard while your chest and arms open wide and your breath stays calm. It is a good pose to learn early, because you will meet it in almost every class.

## Getting into the pose

1. Start in [Mountain Pose](/poses/mountain-pose) facing the long side of your mat.
2. Step your feet wide apart, about the length of one of your legs. Raise your arms to shoulder height to check: your ankles should be roughly under your wrists.
3. Turn your right foot out so the toes point to the short end of the mat. Turn your left toes in a little.
4. Breathe out and bend your right knee, moving it towards a position over your right ankle. Keep the knee pointing over your middle toes, not falling inward.
5. Stretch your arms out to the sides, palms down, shoulders soft.
6. Turn your head to look past your right fingertips.
7. Hold for five slow breaths. Then straighten the right leg, turn your feet to face forward, and repeat on the left side.

## How far to bend

You do not need to bend the front knee to a right angle. A small bend with a steady breath is better than a deep bend held with clenched teeth. If your legs shake, come up a little. If they tire, rest in Mountain Pose and try again.

There is an old word for this kind of effort: [tapas](/glossary/tapas), sometimes translated as "heat" or "discipline". In yoga, it means steady, willing effort, not strain. Your breath tells you which one you are doing.

> Take care: if you have a knee injury, bend your front knee less and keep it pointing over your middle toes. If you have neck pain, look straight ahead instead of over your front hand. If you have high blood pressure or shoulder pain, rest your hands on your hips.

## Small details that help

- Keep your weight even between both feet; the back foot presses firmly into the floor too.
- Let your shoulders stay above your hips rather than leaning towards the front leg.
- Keep your gaze soft and steady, a gentle [drishti](/glossary/drishti).

## After practice

It is normal to feel your thighs the next day, especially when you are new. Gentle soreness fades within a day or two; walking and light movement help. [Why am I sore after yoga?](/faq/sore-after-yoga) explains what is normal. Sharp or lasting pain is not: stop and, if it continues, see a doctor or physiotherapist. [What if a pose hurts?](/faq/what-if-a-pose-hurts) says more.

Before the next lesson, try Warrior II once a day on each side, for three to five breaths.`,
    },
    {
      slug: 'hands-and-knees',
      title: "Rest and stretch: Child's Pose and Downward-Facing Dog",
      summary: "Your resting pose and your first full-body stretch, and how to move between them with the breath.",
      minutes: 12,
      isPreview: false,
      poses: ['childs-pose', 'downward-facing-dog'],
      glossaryTerms: ['asana', 'vinyasa'],
      faqs: ['which-props-do-i-need', 'blood-pressure-and-heart-conditions'],
      body: `This lesson pairs two poses you will use again and again. [Child's Pose](/poses/childs-pose) is where you rest whenever you need to. [Downward-Facing Dog](/poses/downward-facing-dog) stretches the whole back of your body and builds strength in your arms. Learning to move between them is your first taste of linking breath and movement.

## Child's Pose (Bālāsana)

1. Come onto your hands and knees on your mat.
2. Bring your big toes together and let your knees move apart, about as wide as your mat, or keep them together if that is more comfortable.
3. Breathe out and sit your hips back towards your heels.
4. Walk your hands forward and rest your forehead on the mat, on a cushion or on your stacked fists.
5. Stay for five to ten slow breaths. Feel your back widen as you breathe in.

Remember this pose. In any class, at any moment, you may come back to Child's Pose to rest. Good teachers expect it.

> Take care: if you have a knee injury, place a cushion behind your knees, or rest on your back instead. During pregnancy, take your knees wide to make room for your belly. If you have an ankle injury, or your hips do not reach your heels, put a folded blanket under your ankles or between your hips and heels.

## Downward-Facing Dog (Adho Mukha Śvānāsana)

1. From hands and knees, place your hands shoulder-width apart with the fingers spread.
2. Tuck your toes under.
3. Breathe out and lift your knees, sending your hips up and back so your body makes an upside-down V.
4. Keep your knees generously bent at first. The aim is a long back, not straight legs. Your heels do not need to touch the floor.
5. Let your head hang between your arms, neck relaxed.
6. Stay for three to five breaths, then lower your knees and rest in Child's Pose.

> Take care: if you have a wrist or shoulder injury, practise with your forearms on the floor or your hands on a chair. If you have high blood pressure, glaucoma or a detached retina, ask your doctor first, as your head is lower than your heart. Late in pregnancy, keep the hold short or use a chair, and check with your doctor or midwife.

If you have high blood pressure or a heart condition, the FAQ answer [Yoga with blood pressure or heart conditions](/faq/blood-pressure-and-heart-conditions) is worth reading before you practise poses with the head down.

## Moving with the breath

Now link the two. From Child's Pose, breathe in as you come forward onto hands and knees. Breathe out as you lift into Downward-Facing Dog. Breathe in there, and as you breathe out, lower your knees and sit back into Child's Pose. Repeat four or five times, slowly.

Moving with the breath like this is the idea behind [vinyasa](/glossary/vinyasa), a style you may meet in classes. Go at the pace of your own breath, never faster.

A folded blanket under your knees and a cushion for your forehead make both poses kinder. [Which props do I need?](/faq/which-props-do-i-need) lists simple household swaps.`,
    },
    {
      slug: 'on-the-floor',
      title: 'On the floor: Cobra, Bridge and Easy Pose',
      summary: 'A gentle backbend on your belly, a supported lift on your back, and a comfortable way to sit.',
      minutes: 14,
      isPreview: false,
      poses: ['cobra-pose', 'bridge-pose', 'easy-pose'],
      glossaryTerms: ['asana'],
      faqs: ['injury-or-back-pain', 'yoga-during-pregnancy'],
      body: `The last three foundation poses happen on the floor. Two gently bend the spine backwards, which many of us rarely do after a day of sitting. The third teaches you a comfortable way to sit for breathing and rest.

## Cobra Pose (Bhujaṅgāsana)

1. Lie on your belly with your legs hip-width apart and the tops of your feet on the floor.
2. Place your hands under your shoulders, elbows close to your ribs.
3. Press the tops of your feet and your hips gently into the floor.
4. Breathe in and lift your head and chest a little, using your back muscles more than your arms. Keep your elbows bent.
5. Look at the floor a little ahead of you, so your neck stays long.
6. Hold for three breaths, then breathe out and lower down. Rest your cheek on your hands. Repeat two or three times.

Low is good. A small lift that feels easy in your lower back is the right one.

> Take care: if you have a back injury or disc problem, lift only a little and ask your doctor or physiotherapist first. Avoid lying on your belly during pregnancy; try a gentle backbend on your hands and knees instead. If you have wrist pain, lower onto your forearms instead.

## Bridge Pose (Setu Bandha Sarvāṅgāsana)

1. Lie on your back with your knees bent and your feet flat, hip-width apart, heels close to your hips.
2. Rest your arms by your sides, palms down.
3. Breathe out, press into your feet and slowly lift your hips, as high as is comfortable.
4. Keep your knees pointing forward, not falling out or in. Keep your head still; do not turn it while you are up.
5. Breathe for three to five breaths, then lower your spine slowly to the floor.

> Take care: if you have a neck injury, lift only a little and place a folded blanket under your shoulders, or ask a teacher first. If you have a recent knee or back injury, keep the lift low or rest your pelvis on a block. Later in pregnancy, avoid lying flat on your back for long and check with your doctor or midwife.

## Easy Pose (Sukhāsana)

Easy Pose is plain cross-legged sitting, and for many bodies it is not easy at all. That is why props matter.

1. Sit on a folded blanket or firm cushion, high enough that your knees are level with or below your hips.
2. Cross your legs loosely at the shins.
3. Rest your hands on your knees or in your lap.
4. Lengthen your spine and let your shoulders relax.
5. Sit for a minute, breathing slowly. Next time, cross your legs the other way.

> Take care: if you have knee or hip pain, sit higher, or sit on a chair with your feet flat on the floor. If your feet or legs go numb, change position or stretch your legs out. If you have a recent knee injury, ask your doctor or physiotherapist before sitting cross-legged.

## A word about backs

Gentle backbends are often good for stiff backs, but every back is different. If you live with back pain or an injury, read [Can I do yoga with an injury or back pain?](/faq/injury-or-back-pain), and if you are pregnant, [Is yoga safe during pregnancy?](/faq/yoga-during-pregnancy). When in doubt, ask a doctor, physiotherapist or experienced teacher.

You now know all eight foundation [asanas](/glossary/asana) of this course. In the next lesson you put them together.`,
    },
    {
      slug: 'first-sequence',
      title: 'Your first short sequence',
      summary: 'A fifteen-minute practice that joins everything so far, with simple options for each pose.',
      minutes: 15,
      isPreview: false,
      poses: ['easy-pose', 'childs-pose', 'downward-facing-dog', 'mountain-pose', 'warrior-ii', 'tree-pose', 'cobra-pose', 'bridge-pose', 'corpse-pose'],
      glossaryTerms: ['sadhana', 'vinyasa'],
      faqs: ['practising-at-home', 'eating-before-yoga'],
      body: `This is the lesson where it all comes together. Below is a short sequence that uses every pose you have learned, in an order that warms you up, builds a little strength and then lets you settle. It takes about fifteen minutes. Read it through once before you start, then keep this page open beside your mat.

## Before you begin

Choose a quiet space with room to stretch your arms out. Practise on an empty or light stomach: two hours after a meal, or an hour after a snack, is a good guide ([Should I eat before yoga?](/faq/eating-before-yoga)). Have a blanket and a cushion nearby. Move slowly. Every pose has an easier option, and you can always rest.

## The sequence

1. **Arrive (2 minutes).** Sit in [Easy Pose](/poses/easy-pose). Breathe slowly, making the out-breath a little longer than the in-breath.
2. **Rest and warm up (2 minutes).** Come to hands and knees, then into [Child's Pose](/poses/childs-pose) for five breaths.
3. **Move with the breath (2 minutes).** Flow between Child's Pose and [Downward-Facing Dog](/poses/downward-facing-dog) four times: breathe out to lift, breathe out to return. Keep your knees bent in Dog.
4. **Stand (1 minute).** Walk your hands back to your feet, bend your knees well and roll up slowly to [Mountain Pose](/poses/mountain-pose). Take five breaths.
5. **Strength (3 minutes).** [Warrior II](/poses/warrior-ii), five breaths on each side. Return to Mountain Pose between sides.
6. **Balance (2 minutes).** [Tree Pose](/poses/tree-pose), five breaths on each side, with a wall nearby.
7. **Backbends (2 minutes).** Lie on your belly for [Cobra Pose](/poses/cobra-pose), two or three small lifts. Then turn onto your back for [Bridge Pose](/poses/bridge-pose), two or three lifts.
8. **Rest (at least 3 minutes).** Lie in [Corpse Pose](/poses/corpse-pose). Let go of any effort. The next lesson is all about this part.

## Making it yours

If you are short of time, do steps 1, 2, 4 and 8. Five minutes still counts. If a pose does not suit your body today, rest in Child's Pose or lie on your back and breathe while the sequence goes on without you. Nobody is watching, and the breath is practice too.

The safety notes from the earlier lessons still apply: look back at them if you have an injury, high blood pressure or are pregnant.

## Why a regular sequence helps

Repeating the same short sequence lets you notice change. In the first week you may wobble in Tree Pose; in the third, perhaps less. A steady personal practice has a name in yoga, [sadhana](/glossary/sadhana). It does not need to be long or impressive, only regular. The way this sequence links movement to breath is the heart of [vinyasa](/glossary/vinyasa) practice, taken slowly.

For more on setting up a home practice, read [Can I practise yoga at home?](/faq/practising-at-home).

Try the sequence three times before the next lesson. Notice what feels different each time.`,
    },
    {
      slug: 'relaxation',
      title: 'Relaxation: the art of doing nothing',
      summary: 'Why rest is part of the practice, how to set up Corpse Pose, and a guided body scan.',
      minutes: 12,
      isPreview: false,
      poses: ['corpse-pose', 'legs-up-the-wall'],
      glossaryTerms: ['savasana', 'yoga-nidra', 'pratyahara'],
      faqs: ['what-is-savasana-for', 'can-yoga-help-sleep'],
      body: `At the end of most classes, everyone lies down and does nothing. It can feel strange at first, even like a waste of time. It is not. Resting lets your body and nervous system take in the practice, and for many people it becomes the favourite part.

## Corpse Pose (Śavāsana)

The resting pose is called [Corpse Pose](/poses/corpse-pose), or [savasana](/glossary/savasana). The name sounds grim, but it simply means lying completely still.

1. Lie on your back. Let your feet fall a little wider than your hips and your toes fall out to the sides.
2. Rest your arms a little away from your body, palms facing up if that is comfortable.
3. Tuck your chin very slightly, so the back of your neck is long.
4. Make yourself comfortable: a cushion under your head, a rolled blanket under your knees, a blanket over you. You cool down quickly when still.
5. Close your eyes, or let them rest softly on one spot on the ceiling.
6. Stay for five to ten minutes.

> Take care: later in pregnancy, lie on your left side with a pillow between your knees instead of lying flat on your back. If you have lower back pain, bend your knees or place a bolster under them. If lying still brings up difficult feelings, keep your eyes open, rest on your side or sit up; you are always in charge.

## A guided body scan

When you first lie still, your mind may get busier. A body scan gives it something gentle to do.

- Bring your attention to your feet. Let them be heavy.
- Move slowly up: ankles, calves, knees, thighs. At each place, breathe out and let it soften.
- Notice your hips, belly and lower back resting on the floor.
- Let your chest rise and fall by itself.
- Soften your hands, arms and shoulders.
- Relax your jaw, your tongue, the small muscles around your eyes, your forehead.
- Then rest, aware of your whole body breathing.

Drawing your attention inward like this, away from sounds and sights, is what yoga calls [pratyahara](/glossary/pratyahara). A longer guided form of this rest is [yoga nidra](/glossary/yoga-nidra), sometimes called "yogic sleep".

## Coming back

Come out slowly. Deepen your breath. Wiggle your fingers and toes. Roll onto your right side and pause there. Then use your hands to press yourself up to sitting. Sitting up too fast can make you dizzy.

## Another resting pose

If lying flat is uncomfortable, or your legs feel tired, try [Legs Up the Wall](/poses/legs-up-the-wall): lie on your back with your legs resting up a wall. Many people find it calming before sleep.

> Take care: if you have glaucoma, a detached retina or uncontrolled high blood pressure, ask your doctor before Legs Up the Wall. Later in pregnancy, avoid lying flat on your back for long, and ask your doctor or midwife. If your legs tingle or go numb, bend your knees or come out of the pose.

To read more, see [What is savasana for?](/faq/what-is-savasana-for) and [Can yoga help me sleep?](/faq/can-yoga-help-sleep).`,
    },
    {
      slug: 'keep-going',
      title: 'How to keep going',
      summary: 'Make yoga a habit that lasts: how often to practise, where to learn next, and how to be kind to yourself along the way.',
      minutes: 10,
      isPreview: false,
      poses: ['mountain-pose', 'childs-pose'],
      glossaryTerms: ['abhyasa', 'santosha', 'ahimsa', 'sadhana'],
      faqs: ['how-often-should-i-practise', 'choosing-a-teacher-or-studio', 'online-or-in-person', 'when-will-i-notice-benefits'],
      body: `You have reached the last lesson. You know what yoga is, how to use your breath, eight foundation poses, a short sequence and how to rest. This lesson is about the part no pose can teach: keeping going.

## Little and often

Short, regular practice does more than long, rare practice. Ten minutes three times a week will change more than one hour-long session a month. [How often should I practise?](/faq/how-often-should-i-practise) has more ideas.

Yoga has a word for this steady, repeated effort: [abhyasa](/glossary/abhyasa). The old texts say it becomes firm when it is kept up for a long time, without breaks, and with care. That is encouraging: nobody expects you to be good at it quickly.

Some tips that help many people:

- **Pick a time and place.** The same corner, the same time of day. Mornings suit some; a few minutes before bed suit others.
- **Make it small.** On a busy day, three breaths in [Mountain Pose](/poses/mountain-pose) and a minute in [Child's Pose](/poses/childs-pose) still count.
- **Keep a note.** Jot down what you practised and how you felt. After a month, read it back.
- **Expect gaps.** You will miss days or weeks. Simply begin again, without a lecture to yourself.

## Be kind to yourself

Two more words from yoga are worth carrying with you. [Ahimsa](/glossary/ahimsa) means not harming, and that includes not harming yourself by pushing through pain or scolding yourself for missed days. [Santosha](/glossary/santosha) means contentment: being at ease with where you are today, even while you work towards something.

Benefits come gradually. Many people notice better sleep or a calmer mood within a few weeks; strength and flexibility take longer. See [When will I notice the benefits?](/faq/when-will-i-notice-benefits).

## Where to learn next

- **Find a teacher.** A good teacher sees what you cannot. [How do I choose a teacher or studio?](/faq/choosing-a-teacher-or-studio) helps you look, and the [events listings](/events) show classes near you and online.
- **Online or in person?** Both work. [Online or in person?](/faq/online-or-in-person) weighs them up.
- **Explore the library.** Browse the [pose library](/poses) for new shapes, each with its safety notes, and the [glossary](/glossary) for words you meet in class.
- **Learn to breathe more deeply.** Our short course on calm breathing builds on lesson two.

> Safety first, always: tell a new teacher about any injury, condition or pregnancy before class, and remember that you can rest at any time. A good class welcomes it.

## Your certificate

Mark this lesson complete to finish Foundations. Your certificate appears at once, with a web address anyone can visit to check it. It does not say you are an expert. It says you began, and kept going to the end, which is the most important skill in yoga.

Thank you for practising with us. Keep your personal practice, your [sadhana](/glossary/sadhana), small, steady and kind.`,
    },
  ],
}

export const breathCourse: SeedCourse = {
  slug: 'breath-for-everyday-calm',
  title: 'Breath for Everyday Calm',
  summary: 'Five short lessons in simple breathing practices you can use anywhere: at your desk, before a hard conversation, or in bed.',
  description: `Your breath is always with you, and a few minutes of slow breathing can change how the rest of your day feels. This short course teaches five gentle practices, one per lesson, with clear safety notes and no strain.

You need no yoga experience; Foundations' second lesson is a helpful start but not required. Each lesson takes ten minutes or less, and the first one is open to everyone.`,
  level: 'beginner',
  priceUsd: 19,
  order: 2,
  lessons: [
    {
      slug: 'why-breath-calms',
      title: 'Why slow breathing calms you',
      summary: 'What happens in your body when you slow down your breath, and how to practise safely.',
      minutes: 6,
      isPreview: true,
      poses: ['easy-pose'],
      glossaryTerms: ['pranayama', 'prana'],
      faqs: ['how-should-i-breathe', 'yoga-for-anxiety-and-stress'],
      body: `When you are stressed, your breath speeds up and rises into your chest. When you are calm, it slows and sinks lower. You cannot always change your circumstances, but you can usually change your breath, and that can change how you feel.

## What slow breathing does

Breathing slowly, and especially making the out-breath longer than the in-breath, tends to nudge the nervous system towards rest. Many people feel their heartbeat settle and their thoughts slow after a few minutes. Breathing practices in yoga are called [pranayama](/glossary/pranayama), from [prana](/glossary/prana), breath or life force.

## How this course works

Each lesson teaches one practice. Try it once a day for a few days before you move on. You can do them sitting in [Easy Pose](/poses/easy-pose), on a chair, or lying down.

## Safe practice

- Breathe gently. Never force the breath or make yourself light-headed.
- Through the nose is best; through the mouth is fine when your nose is blocked.
- If you feel dizzy, anxious or short of breath, stop and breathe normally.

> Safety first: if you have asthma, a heart or lung condition, high or low blood pressure, or you are pregnant, ask your doctor before practising, and skip any breath holding. These practices support health care; they never replace it.

Read [How should I breathe during yoga?](/faq/how-should-i-breathe) and [Can yoga help with anxiety and stress?](/faq/yoga-for-anxiety-and-stress) for more. In the next lesson you learn the simplest calming tool of all: the longer out-breath.`,
    },
    {
      slug: 'the-longer-exhale',
      title: 'The longer out-breath',
      summary: 'Breathe out for longer than you breathe in: a practice for any moment of the day.',
      minutes: 8,
      isPreview: false,
      poses: ['easy-pose', 'corpse-pose'],
      glossaryTerms: ['pranayama'],
      faqs: ['how-should-i-breathe'],
      body: `This is the practice to reach for first, because you can do it anywhere, and nobody will notice.

## Practice (5 minutes)

1. Sit or lie comfortably. Let your shoulders drop.
2. Breathe in through your nose for a count of four.
3. Breathe out slowly, through your nose or through softly pursed lips, for a count of six.
4. Repeat. If six feels long, breathe out for five. If it feels easy, try eight, but keep the in-breath relaxed.
5. Continue for three to five minutes, then let your breath return to normal.

## When to use it

- Before a meeting, a phone call or an exam.
- When you wake in the night and your mind starts racing.
- Standing in a queue, or stuck in traffic.

## Signs you are doing it well

Your breath stays smooth and quiet. You do not gasp at the start of the in-breath. Your face and jaw are soft.

> Take care: if counting makes you anxious, drop the numbers and simply let each out-breath be a little slower. Stop if you feel dizzy.

To finish, lie in [Corpse Pose](/poses/corpse-pose) for a minute and notice how you feel.`,
    },
    {
      slug: 'alternate-nostril-breathing',
      title: 'Alternate nostril breathing',
      summary: 'A balancing practice that gives busy hands and a busy mind something calm to do.',
      minutes: 9,
      isPreview: false,
      poses: ['easy-pose'],
      glossaryTerms: ['nadi-shodhana', 'nadi', 'mudra'],
      faqs: ['meditation-and-yoga'],
      body: `[Nadi shodhana](/glossary/nadi-shodhana), alternate nostril breathing, is one of the best-known yoga breathing practices. Its name refers to [nadis](/glossary/nadi), the channels energy is said to flow through. You do not need to believe in channels to enjoy it: most people simply find it steadying.

## Practice (5 minutes)

1. Sit tall in [Easy Pose](/poses/easy-pose) or on a chair.
2. Rest your left hand in your lap. Raise your right hand; you will use your thumb and ring finger. Resting the first two fingers between the eyebrows or folding them down is a simple [mudra](/glossary/mudra), a hand gesture.
3. Close your right nostril with your thumb. Breathe in slowly through the left.
4. Close the left nostril with your ring finger, release the thumb, and breathe out through the right.
5. Breathe in through the right. Close it, release the left, and breathe out through the left.
6. That is one round. Continue for five to ten rounds, without holding the breath.

## Tips

Keep the touch light. If your nose is blocked, practise with the breath imagined rather than forced, or choose another lesson's practice today. If your arm tires, support the elbow with your other hand.

> Take care: do not hold your breath in this practice unless a qualified teacher has taught you in person, and skip it if you have a cold. Stop if you feel light-headed.

Many people use this practice before sitting quietly. [How do meditation and yoga fit together?](/faq/meditation-and-yoga) explains how.`,
    },
    {
      slug: 'ocean-breath',
      title: 'Ocean breath (ujjayi)',
      summary: 'A soft sound in the throat that slows the breath and gives your attention an anchor.',
      minutes: 8,
      isPreview: false,
      poses: ['childs-pose'],
      glossaryTerms: ['ujjayi'],
      faqs: [],
      body: `[Ujjayi](/glossary/ujjayi) is often called ocean breath, because of the soft, wave-like sound it makes. Teachers use it in many movement classes, but it is also a calming practice on its own.

## Practice (5 minutes)

1. Sit comfortably. Breathe out through your mouth as if fogging a mirror: a soft "haaa".
2. Do the same with your mouth closed, breathing out through your nose. You should still hear a quiet sound at the back of your throat.
3. Now make the same gentle sound as you breathe in.
4. Continue for a few minutes, keeping the sound soft enough that only you can hear it.

## What to notice

The sound slows your breath by itself and gives your mind something to rest on. If you try it in [Child's Pose](/poses/childs-pose), you can feel the breath widen your back.

> Take care: the sound should never be forced or rasping. If your throat feels tight, or you feel dizzy, stop and breathe normally.`,
    },
    {
      slug: 'a-daily-breathing-habit',
      title: 'A five-minute daily habit',
      summary: 'Put the practices together into a short routine you can keep for life.',
      minutes: 7,
      isPreview: false,
      poses: ['easy-pose', 'legs-up-the-wall'],
      glossaryTerms: ['abhyasa', 'sadhana'],
      faqs: ['can-yoga-help-sleep', 'how-often-should-i-practise'],
      body: `You now know four calming practices. This last lesson puts them into one short routine, so that breathing well becomes a habit rather than something you remember only in a crisis.

## The routine (5 minutes)

1. **Arrive (1 minute).** Sit in [Easy Pose](/poses/easy-pose) or on a chair. Notice your breath without changing it.
2. **Lengthen (2 minutes).** Breathe in for four, out for six.
3. **Balance (1 minute).** A few rounds of alternate nostril breathing.
4. **Settle (1 minute).** Let the breath go. Sit quietly, or lie with your legs up a wall in [Legs Up the Wall](/poses/legs-up-the-wall) if it is bedtime.

## Making it stick

Tie it to something you already do: after brushing your teeth, before opening your laptop, before sleep. Steady practice is what yoga calls [abhyasa](/glossary/abhyasa), and your own daily practice is your [sadhana](/glossary/sadhana). Missing a day is fine; beginning again is the practice.

See [Can yoga help me sleep?](/faq/can-yoga-help-sleep) and [How often should I practise?](/faq/how-often-should-i-practise) for more.

> Take care: everything in this course is gentle, but it is not a treatment. If anxiety, panic or sleeplessness are affecting your life, please talk to a doctor.

Thank you for breathing with us. This course is yours for life: come back whenever you need it.`,
    },
  ],
}

export const courses: SeedCourse[] = [foundations, breathCourse]
