import type { SeedTerm } from '@/seed/types'

export const glossaryTerms: SeedTerm[] = [
  // The word itself and the eight limbs
  {
    slug: 'yoga',
    term: 'Yoga',
    sanskrit: 'योग',
    transliteration: 'yoga',
    pronunciation: 'YOH-gah',
    shortDef:
      'Yoga is a family of practices, from ethics and breathing to postures and meditation, that aims to steady the mind and bring you into union with your deeper self.',
    longDef:
      'The word yoga comes from the root yuj, "to yoke" or "to join," and it has carried many meanings over more than two thousand years. Patañjali defines it in the Yoga Sūtras (1.2) as the stilling of the fluctuations of the mind. The Bhagavad Gītā calls it evenness of mind and skill in action. Today many people meet yoga first through postures, and that is a fine place to start. As you keep going, you may find that the breath, the ethics and the quiet of meditation belong to the same path.',
    literalMeaning:
      'from yuj = to yoke, to join: "union," "yoking"; the root can also mean "to concentrate"',
    examples: [
      'Yoga is much older than the postures most people know.',
      'For her, yoga is ten quiet minutes of breathing before work.',
    ],
    related: ['ashtanga', 'citta', 'vritti', 'yoga-sutras', 'hatha'],
    tags: ['philosophy', 'practice'],
  },
  {
    slug: 'ashtanga',
    term: 'Ashtanga',
    sanskrit: 'अष्टाङ्ग',
    transliteration: 'aṣṭāṅga',
    pronunciation: 'ahsh-TAHN-gah',
    shortDef:
      'Ashtanga is the eight-limbed path of yoga described by Patañjali, from ethical living to deep meditative absorption.',
    longDef:
      'In the Yoga Sūtras (2.29), Patañjali lists eight limbs: yama, niyama, asana, pranayama, pratyahara, dharana, dhyana and samadhi. The first five are often called the outer limbs and the last three the inner limbs. They are not strict steps that you must finish one by one; they support each other, like the limbs of one body. The name is also used for Ashtanga Vinyasa, a modern flowing style taught by Pattabhi Jois, so it helps to check which meaning someone has in mind.',
    literalMeaning: 'aṣṭa = eight, aṅga = limb, part: "eight-limbed"',
    examples: [
      'Ashtanga reminds you that yoga is more than postures.',
      'Our teacher spent the evening on the eight limbs of ashtanga, starting with the yamas.',
    ],
    related: ['yama', 'niyama', 'asana', 'samadhi', 'yoga-sutras'],
    tags: ['philosophy', 'practice'],
  },
  {
    slug: 'yama',
    term: 'Yama',
    sanskrit: 'यम',
    transliteration: 'yama',
    pronunciation: 'YAH-mah',
    shortDef:
      'The yamas are the five ethical restraints that form the first limb of yoga and guide how you treat others and the world.',
    longDef:
      'Patañjali names five yamas in the Yoga Sūtras (2.30): ahimsa (non-harming), satya (truthfulness), asteya (non-stealing), brahmacharya (wise use of energy) and aparigraha (non-grasping). In the next verse he calls them a great vow that holds whatever your birth, place, time or circumstance. You can think of them less as rules and more as practices you return to every day. They tend to make life simpler and relationships kinder, which in turn makes it easier to sit quietly.',
    literalMeaning: 'from yam = to restrain, to hold in check: "restraint"',
    examples: [
      'The yamas ask you to look at how you speak, act and consume.',
      'She chooses one yama to reflect on each week.',
    ],
    related: ['niyama', 'ahimsa', 'satya', 'asteya', 'aparigraha'],
    tags: ['ethics', 'philosophy'],
  },
  {
    slug: 'niyama',
    term: 'Niyama',
    sanskrit: 'नियम',
    transliteration: 'niyama',
    pronunciation: 'nee-YAH-mah',
    shortDef:
      'The niyamas are the five personal observances that form the second limb of yoga and shape how you care for yourself and your practice.',
    longDef:
      'Patañjali lists five niyamas in the Yoga Sūtras (2.32): saucha (cleanliness), santosha (contentment), tapas (disciplined effort), svadhyaya (self-study) and ishvara pranidhana (devotion). Where the yamas look outward, the niyamas turn towards your own habits and inner life. The last three also appear together at the start of the second chapter as kriya yoga, the yoga of action. Taken gently, they are a way of tending your own ground so that practice can grow.',
    literalMeaning: 'ni = in, down; yam = to hold, to restrain: "observance," "rule one keeps"',
    examples: [
      'Santosha is the niyama she finds hardest on busy days.',
      'The niyamas invite you to bring care to your own habits.',
    ],
    related: ['yama', 'saucha', 'santosha', 'tapas', 'svadhyaya'],
    tags: ['ethics', 'philosophy'],
  },
  {
    slug: 'asana',
    term: 'Asana',
    sanskrit: 'आसन',
    transliteration: 'āsana',
    pronunciation: 'AH-sah-nah',
    shortDef:
      'An asana is a yoga posture and the third limb of yoga; originally the word meant the seat you take for meditation.',
    longDef:
      'Patañjali says very little about postures: in the Yoga Sūtras (2.46) he asks only that your seat be steady and comfortable. Later hatha yoga texts describe many postures, and modern practice has added many more. Whatever shape you take, that simple guidance still helps: look for a balance of effort and ease, and let your breath stay smooth. A posture that suits your body today is a good asana, whether or not it looks like a picture.',
    literalMeaning: 'from ās = to sit: "seat," "sitting posture"',
    examples: [
      'Each asana in the class was offered with a gentler option.',
      'Try to keep your breath easy as you move into the asana.',
    ],
    related: ['ashtanga', 'vinyasa', 'savasana', 'hatha', 'drishti'],
    tags: ['practice', 'body'],
  },
  {
    slug: 'pranayama',
    term: 'Pranayama',
    sanskrit: 'प्राणायाम',
    transliteration: 'prāṇāyāma',
    pronunciation: 'prah-nah-YAH-mah',
    shortDef: 'Pranayama is the practice of working with the breath, and the fourth limb of yoga.',
    longDef:
      'In the Yoga Sūtras (2.49), pranayama follows once a steady seat is found, and means regulating the flow of the in-breath and the out-breath. Hatha yoga texts describe many techniques, such as ujjayi, nadi shodhana and kapalabhati, and some include holding the breath (kumbhaka). Begin with simple, comfortable breathing and never force or strain. If you are pregnant, or have a heart, blood pressure or breathing condition, ask a qualified teacher or your doctor before trying stronger techniques or breath holds.',
    literalMeaning:
      'prāṇa = breath, life force; āyāma = extension, drawing out (some read yama = restraint): "extension of the breath"',
    examples: [
      'We ended the class with five minutes of pranayama.',
      'A simple pranayama practice can be just counting slow breaths.',
    ],
    related: ['prana', 'ujjayi', 'nadi-shodhana', 'kumbhaka', 'kapalabhati'],
    tags: ['breath', 'practice'],
  },
  {
    slug: 'pratyahara',
    term: 'Pratyahara',
    sanskrit: 'प्रत्याहार',
    transliteration: 'pratyāhāra',
    pronunciation: 'prah-tyah-HAH-rah',
    shortDef:
      'Pratyahara is the withdrawal of the senses from their objects, and the fifth limb of yoga.',
    longDef:
      'The Yoga Sūtras (2.54) describe pratyahara as the senses no longer chasing their objects and instead following the inward turn of the mind. It is the bridge between the outer limbs and the inner practices of concentration and meditation. You do not need to shut the world out by force. Closing your eyes, softening your attention to sounds and letting them come and go without following them is already a simple practice of pratyahara.',
    literalMeaning: 'prati = back, against; āhāra = taking in, food: "drawing back," "withdrawal"',
    examples: [
      'In savasana, pratyahara can happen almost by itself.',
      'Pratyahara does not mean ignoring the world, only not being pulled around by it.',
    ],
    related: ['dharana', 'dhyana', 'ashtanga', 'savasana'],
    tags: ['meditation', 'mind'],
  },
  {
    slug: 'dharana',
    term: 'Dharana',
    sanskrit: 'धारणा',
    transliteration: 'dhāraṇā',
    pronunciation: 'DHAH-rah-nah',
    shortDef:
      'Dharana is concentration, holding the mind on one place or object, and the sixth limb of yoga.',
    longDef:
      'The Yoga Sūtras (3.1) define dharana as binding the mind to a single place. The object can be the breath, a sound, a point in the body or an image. Your attention will wander, and that is expected; the practice is noticing and gently coming back. Over time, steady dharana can ripen into dhyana, meditation.',
    literalMeaning: 'from dhṛ = to hold, to support: "holding," "concentration"',
    examples: [
      'For dharana, she rests her attention on the feeling of breath at the nostrils.',
      'Counting breaths is a simple way to begin dharana.',
    ],
    related: ['dhyana', 'samadhi', 'pratyahara', 'drishti', 'samyama'],
    tags: ['meditation', 'mind'],
  },
  {
    slug: 'dhyana',
    term: 'Dhyana',
    sanskrit: 'ध्यान',
    transliteration: 'dhyāna',
    pronunciation: 'DHYAH-nah',
    shortDef:
      'Dhyana is meditation, an unbroken flow of attention towards one object, and the seventh limb of yoga.',
    longDef:
      'In the Yoga Sūtras (3.2), dhyana is the continuous flow of awareness towards the object held in concentration. Where dharana keeps returning to its object, dhyana is a steady stream. It is not something you can force, but you can make room for it with regular, patient sitting. The same word travelled with Buddhism to China as Chan and to Japan as Zen.',
    literalMeaning: 'from dhyai = to think of, to contemplate: "meditation"',
    examples: [
      'After twenty minutes of sitting, her concentration slowly became dhyana.',
      'Dhyana grows out of steady, gentle practice.',
    ],
    related: ['dharana', 'samadhi', 'pratyahara', 'citta', 'samyama'],
    tags: ['meditation', 'mind'],
  },
  {
    slug: 'samadhi',
    term: 'Samadhi',
    sanskrit: 'समाधि',
    transliteration: 'samādhi',
    pronunciation: 'sah-MAH-dee',
    shortDef: 'Samadhi is complete meditative absorption, the eighth and final limb of yoga.',
    longDef:
      'The Yoga Sūtras (3.3) describe samadhi as the state in which only the object of meditation shines forth, as if the mind were empty of its own form. Patañjali distinguishes several kinds and levels of samadhi, and the first chapter of the Yoga Sūtras is named after it. Traditions speak of it with great respect and in many different ways. It is best approached without striving: the earlier limbs prepare the ground, and absorption comes in its own time.',
    literalMeaning: 'sam = together; ā = towards; dhā = to place: "putting together," "absorption"',
    examples: [
      'Patañjali names the first chapter of the Yoga Sutras after samadhi.',
      'Samadhi is the eighth limb of ashtanga yoga.',
    ],
    related: ['dhyana', 'dharana', 'ashtanga', 'kaivalya', 'samyama'],
    tags: ['meditation', 'philosophy'],
  },
  {
    slug: 'samyama',
    term: 'Samyama',
    sanskrit: 'संयम',
    transliteration: 'saṃyama',
    pronunciation: 'SAHM-yah-mah',
    shortDef:
      'Samyama is the name Patañjali gives to dharana, dhyana and samadhi practised together on one object.',
    longDef:
      'In the Yoga Sūtras (3.4), the three inner limbs taken together are called samyama. The third chapter explores what deep, sustained attention of this kind can reveal. In everyday Sanskrit the word also means restraint or self-control. For most of us, it is a reminder that concentration, meditation and absorption are one continuous process rather than three separate skills.',
    literalMeaning: 'sam = together, completely; yam = to hold, to restrain: "holding together"',
    examples: [
      'Samyama brings the last three limbs together.',
      'The teacher described samyama as concentration that deepens into absorption.',
    ],
    related: ['dharana', 'dhyana', 'samadhi', 'yoga-sutras'],
    tags: ['meditation', 'texts'],
  },

  // The five yamas
  {
    slug: 'ahimsa',
    term: 'Ahimsa',
    sanskrit: 'अहिंसा',
    transliteration: 'ahiṃsā',
    pronunciation: 'ah-HIM-sah',
    shortDef: 'Ahimsa is non-harming, the first of the yamas and the foundation of yogic ethics.',
    longDef:
      'Ahimsa asks you not to cause harm in action, word or thought, towards others and towards yourself. Patañjali lists it first among the yamas, and the Yoga Sūtras (2.35) say that hostility falls away in the presence of someone firmly established in non-harming. On the mat, it can be as simple as backing off when a pose hurts. Off the mat, it shapes how you speak, what you eat and how you treat people you disagree with.',
    literalMeaning: 'a = not; hiṃsā = harm, injury: "non-harming"',
    examples: [
      "Practising ahimsa, she rested in child's pose instead of pushing through pain.",
      'Ahimsa includes the way you talk to yourself.',
    ],
    related: ['yama', 'satya', 'dharma', 'karma'],
    tags: ['ethics'],
  },
  {
    slug: 'satya',
    term: 'Satya',
    sanskrit: 'सत्य',
    transliteration: 'satya',
    pronunciation: 'SAHT-yah',
    shortDef: 'Satya is truthfulness, the second yama, practised in thought, word and deed.',
    longDef:
      'Satya means speaking and living in line with what is true. Traditional commentaries on the Yoga Sūtras pair it closely with ahimsa: truth should be spoken in a way that does not cause needless harm. The Yoga Sūtras (2.36) say that for someone established in truthfulness, actions bear the fruit that their words describe. In practice, satya can start small, with honesty about how your body feels today.',
    literalMeaning: 'from sat = being, what is real: "truth," "truthfulness"',
    examples: [
      'Satya means telling your teacher when a pose does not feel right.',
      'She tries to practise satya with kindness.',
    ],
    related: ['yama', 'ahimsa', 'asteya', 'svadhyaya'],
    tags: ['ethics'],
  },
  {
    slug: 'asteya',
    term: 'Asteya',
    sanskrit: 'अस्तेय',
    transliteration: 'asteya',
    pronunciation: 'ah-STAY-yah',
    shortDef:
      'Asteya is non-stealing, the third yama, which asks you not to take what is not freely given.',
    longDef:
      "Asteya covers obvious theft, but also subtler kinds of taking, such as other people's time, credit or attention. It invites you to notice envy and the feeling of lack that often sits underneath it. The Yoga Sūtras (2.37) say that when non-stealing is firmly established, all riches come to you. Many teachers read this as a reminder that contentment, not grasping, is the real wealth.",
    literalMeaning: 'a = not; steya = theft: "non-stealing"',
    examples: [
      'Arriving on time for class is a small act of asteya.',
      'Asteya asks you not to take credit for the work of others.',
    ],
    related: ['yama', 'aparigraha', 'santosha', 'satya'],
    tags: ['ethics'],
  },
  {
    slug: 'brahmacharya',
    term: 'Brahmacharya',
    sanskrit: 'ब्रह्मचर्य',
    transliteration: 'brahmacarya',
    pronunciation: 'brah-mah-CHAR-yah',
    shortDef:
      'Brahmacharya is the fourth yama, traditionally celibacy or sexual restraint, and often read today as the wise use of your energy.',
    longDef:
      'In classical texts, brahmacharya refers to the celibate life of a student of the Veda and to restraint in sexual conduct. Many modern teachers, especially those teaching people with families and jobs, read it more broadly as moderation and the careful use of vital energy. The Yoga Sūtras (2.38) say that firm brahmacharya brings vigour. However you understand it, it asks you to notice where your energy goes and to spend it with care and respect for others.',
    literalMeaning:
      'brahma (from brahman) = the sacred, the absolute; carya = conduct, going: "conduct in the way of brahman"',
    examples: [
      'For her, brahmacharya means not scattering her energy across too many commitments.',
      'Brahmacharya is one of the five yamas.',
    ],
    related: ['yama', 'tapas', 'aparigraha', 'prana'],
    tags: ['ethics'],
  },
  {
    slug: 'aparigraha',
    term: 'Aparigraha',
    sanskrit: 'अपरिग्रह',
    transliteration: 'aparigraha',
    pronunciation: 'ah-pah-ree-GRAH-hah',
    shortDef: 'Aparigraha is non-grasping or non-possessiveness, the fifth yama.',
    longDef:
      'Aparigraha asks you to take only what you need and to hold lightly what you have. It applies to things, but also to ideas, results and even your picture of yourself as someone who practises yoga. On the mat, it might mean letting go of needing a pose to look a certain way. Like the other yamas, it tends to make life lighter rather than poorer.',
    literalMeaning:
      'a = not; pari = around; graha = grasping (from grah = to seize): "not grasping on all sides," "non-possessiveness"',
    examples: [
      "Aparigraha helped him stop comparing his practice with everyone else's.",
      'Giving away clothes you no longer need is a quiet practice of aparigraha.',
    ],
    related: ['yama', 'asteya', 'brahmacharya', 'vairagya', 'santosha'],
    tags: ['ethics'],
  },

  // The five niyamas
  {
    slug: 'saucha',
    term: 'Saucha',
    sanskrit: 'शौच',
    transliteration: 'śauca',
    pronunciation: 'SHOUCH-ah',
    shortDef: 'Saucha is cleanliness or purity, the first niyama.',
    longDef:
      'Saucha covers outer cleanliness of the body and your space, and also inner clarity of mind. A tidy practice space, a clean mat and fresh clothes are simple, practical forms of it. On the inner side, it can mean noticing what you take in, from food to news to conversation. It is about clarity, not about judging bodies or being perfect.',
    literalMeaning: 'from śuci = clean, pure: "cleanliness," "purity"',
    examples: [
      'Wiping down your mat after class is a small act of saucha.',
      'Saucha starts with a clear space to practise in.',
    ],
    related: ['niyama', 'santosha', 'tapas', 'kriya'],
    tags: ['ethics', 'body'],
  },
  {
    slug: 'santosha',
    term: 'Santosha',
    sanskrit: 'सन्तोष',
    transliteration: 'santoṣa',
    pronunciation: 'sahn-TOH-shah',
    shortDef: 'Santosha is contentment, the second niyama.',
    longDef:
      'Santosha is the practice of being at ease with what is, rather than always reaching for something more. It is not the same as giving up or not caring; you can still work towards change while being content in this moment. The Yoga Sūtras (2.42) say that from contentment comes unsurpassed happiness. On the mat, santosha can be as simple as enjoying the pose you can do today.',
    literalMeaning:
      'sam = completely; toṣa = satisfaction (from tuṣ = to be pleased): "complete satisfaction," "contentment"',
    examples: [
      'Santosha means enjoying the practice you have today.',
      'She practises santosha by noticing three things that are already good.',
    ],
    related: ['niyama', 'aparigraha', 'saucha', 'asteya'],
    tags: ['ethics', 'mind'],
  },
  {
    slug: 'tapas',
    term: 'Tapas',
    sanskrit: 'तपस्',
    transliteration: 'tapas',
    pronunciation: 'TAH-pahs',
    shortDef: 'Tapas is disciplined effort, the inner heat of practice, and the third niyama.',
    longDef:
      'The word tapas first meant heat, and in early India it came to stand for austerity and ascetic practice. In yoga it usually means the steady, willing effort that keeps you practising when it would be easier not to. The Yoga Sūtras (2.1) place tapas first in kriya yoga, together with svadhyaya and ishvara pranidhana. Healthy tapas is balanced by ahimsa: it is commitment, not punishment.',
    literalMeaning: 'from tap = to heat, to burn: "heat," "glow," "austerity"',
    examples: [
      'Getting up early to practise takes a little tapas.',
      'Tapas without kindness can turn into strain.',
    ],
    related: ['niyama', 'kriya', 'svadhyaya', 'ishvara-pranidhana', 'abhyasa'],
    tags: ['ethics', 'practice'],
  },
  {
    slug: 'svadhyaya',
    term: 'Svadhyaya',
    sanskrit: 'स्वाध्याय',
    transliteration: 'svādhyāya',
    pronunciation: 'svahd-YAH-yah',
    shortDef:
      'Svadhyaya is self-study, including the study of sacred texts, and the fourth niyama.',
    longDef:
      'Traditionally, svadhyaya meant reciting and studying scripture, often by repeating mantras. Today it is also understood as studying yourself: noticing your habits, reactions and patterns with honest curiosity. The two meanings support each other, because the texts act like a mirror for your own experience. Keeping a practice journal or reading one verse a day are gentle ways to begin.',
    literalMeaning: 'sva = own, self; adhyāya = study, reading, recitation: "self-study"',
    examples: [
      'Reading the Yoga Sutras slowly is one form of svadhyaya.',
      'She keeps a short journal after practice as part of her svadhyaya.',
    ],
    related: ['niyama', 'tapas', 'ishvara-pranidhana', 'yoga-sutras', 'kriya'],
    tags: ['ethics', 'texts'],
  },
  {
    slug: 'ishvara-pranidhana',
    term: 'Ishvara Pranidhana',
    sanskrit: 'ईश्वर प्रणिधान',
    transliteration: 'īśvara praṇidhāna',
    pronunciation: 'EESH-vah-rah prah-nee-DAH-nah',
    shortDef: 'Ishvara pranidhana is devotion or surrender to Ishvara, the fifth niyama.',
    longDef:
      'In the Yoga Sūtras (1.24), Ishvara is a special kind of awareness, untouched by affliction and karma, later described as the teacher even of the earliest teachers. Patañjali offers devotion to Ishvara as one way to samadhi (1.23 and 2.45), and lists it among the niyamas (2.32). Some people relate it to God as they understand it; others to offering their actions to something larger than themselves. Either way, it softens the effort of practice with trust.',
    literalMeaning:
      'īśvara = lord, master (from īś = to rule); praṇidhāna = placing down, dedication (pra + ni + dhā = to place): "dedication to the Lord"',
    examples: [
      'For him, ishvara pranidhana means offering each practice to something larger than himself.',
      'Ishvara pranidhana balances effort with trust.',
    ],
    related: ['niyama', 'bhakti', 'om', 'tapas', 'svadhyaya'],
    tags: ['devotion', 'ethics'],
  },

  // Practice
  {
    slug: 'bandha',
    term: 'Bandha',
    sanskrit: 'बन्ध',
    transliteration: 'bandha',
    pronunciation: 'BAHN-dah',
    shortDef:
      'A bandha is an energetic lock, a subtle muscular engagement used in posture and breath practice.',
    longDef:
      'Hatha yoga texts describe three main bandhas: mula bandha at the pelvic floor, uddiyana bandha at the abdomen and jalandhara bandha at the throat. Traditionally they are said to direct and contain prana, often during breath retention. In modern classes the word is also used more loosely for supportive engagement, such as lifting the pelvic floor or firming the belly. Learn bandhas from an experienced teacher, keep them subtle at first, and never hold your breath with force.',
    literalMeaning: 'from bandh = to bind, to tie: "lock," "bond"',
    examples: [
      'Ashtanga teachers often cue the bandhas during the standing poses.',
      'A light bandha can help you feel supported in balancing poses.',
    ],
    related: ['mula-bandha', 'uddiyana-bandha', 'jalandhara-bandha', 'mudra', 'kumbhaka'],
    tags: ['practice', 'energy', 'body'],
  },
  {
    slug: 'mula-bandha',
    term: 'Mula Bandha',
    sanskrit: 'मूल बन्ध',
    transliteration: 'mūla bandha',
    pronunciation: 'MOO-lah BAHN-dah',
    shortDef: 'Mula bandha is the root lock, a gentle lift of the pelvic floor.',
    longDef:
      'Mula bandha is formed by drawing the pelvic floor gently up and in, at the base of the torso. The Haṭha Yoga Pradīpikā describes it as a way of drawing apana, the downward-moving energy, upward. In many modern classes it is cued lightly in standing poses and balances for stability. Keep it soft and keep breathing; it should never feel like clenching. If you are pregnant, recovering from birth or living with pelvic pain, ask a teacher or a pelvic health professional for guidance.',
    literalMeaning: 'mūla = root, base; bandha = lock: "root lock"',
    examples: [
      'She engages a soft mula bandha before stepping into tree pose.',
      'Mula bandha is often described as a lift, not a squeeze.',
    ],
    related: ['bandha', 'apana', 'muladhara', 'uddiyana-bandha'],
    tags: ['practice', 'energy', 'body'],
  },
  {
    slug: 'uddiyana-bandha',
    term: 'Uddiyana Bandha',
    sanskrit: 'उड्डीयान बन्ध',
    transliteration: 'uḍḍīyāna bandha',
    pronunciation: 'oo-dee-YAH-nah BAHN-dah',
    shortDef: 'Uddiyana bandha is the upward abdominal lock, drawing the belly in and up.',
    longDef:
      'In its full traditional form, uddiyana bandha is done after a complete exhalation: the breath is held out and the abdomen is drawn in and up under the ribs. The name comes from the idea that this lock makes prana fly upward through the central channel. In flowing classes, a much lighter version, a gentle tone in the lower belly, is often cued while you breathe normally. Practise the full form only on an empty stomach and with a teacher, and avoid it if you are pregnant or have high blood pressure, a heart condition, a hernia or recent abdominal surgery.',
    literalMeaning: 'ud = up + ḍī = to fly: "flying up"; bandha = lock: "upward-flying lock"',
    examples: [
      'The teacher demonstrated uddiyana bandha at the end of a long exhale.',
      'In a flowing class, uddiyana bandha is often just a light lift of the lower belly.',
    ],
    related: ['bandha', 'mula-bandha', 'jalandhara-bandha', 'sushumna', 'prana'],
    tags: ['practice', 'energy', 'body'],
  },
  {
    slug: 'jalandhara-bandha',
    term: 'Jalandhara Bandha',
    sanskrit: 'जालन्धर बन्ध',
    transliteration: 'jālandhara bandha',
    pronunciation: 'jah-lahn-DAH-rah BAHN-dah',
    shortDef: 'Jalandhara bandha is the throat lock, made by lowering the chin towards the chest.',
    longDef:
      'To form jalandhara bandha, you lengthen the back of the neck and bring the chin down towards the top of the breastbone, often lifting the chest a little to meet it. It is traditionally used during breath retention in pranayama. Its name is often explained as the lock that holds the net of channels in the neck. Keep the neck comfortable and never force the chin down; leave it out if you have neck problems.',
    literalMeaning:
      'jāla = net, web; dhara = holding; bandha = lock: "net-holding lock"; the name may also recall a teacher called Jālandhara',
    examples: [
      'Jalandhara bandha is usually taught with breath retention, not in flowing poses.',
      'In shoulder stand, the chin position resembles jalandhara bandha.',
    ],
    related: ['bandha', 'kumbhaka', 'vishuddha', 'uddiyana-bandha'],
    tags: ['practice', 'energy', 'body'],
  },
  {
    slug: 'mudra',
    term: 'Mudra',
    sanskrit: 'मुद्रा',
    transliteration: 'mudrā',
    pronunciation: 'MOO-drah',
    shortDef:
      'A mudra is a seal or gesture, often of the hands, used to focus attention and energy in practice.',
    longDef:
      'The best-known mudras are hand gestures, such as touching the thumb and index finger together in jnana mudra while you sit. In hatha yoga texts, mudras are also whole-body practices that combine posture, breath and bandhas. Mudras appear as well in Indian dance and in Hindu and Buddhist art. In your own practice, a mudra can be a simple physical reminder of the quality you want to bring to your sitting.',
    literalMeaning: 'mudrā = seal, stamp, sign, gesture',
    examples: [
      'She rests her hands in a simple mudra during meditation.',
      'Anjali mudra, palms together at the heart, often closes a class.',
    ],
    related: ['bandha', 'dhyana', 'namaste', 'prana'],
    tags: ['practice', 'energy', 'meditation'],
  },
  {
    slug: 'drishti',
    term: 'Drishti',
    sanskrit: 'दृष्टि',
    transliteration: 'dṛṣṭi',
    pronunciation: 'DRISH-tee',
    shortDef: 'Drishti is a focused gaze, a soft resting point for the eyes during practice.',
    longDef:
      'In many postures you rest your eyes on a particular point, such as the tip of the nose, a hand or the horizon. A steady gaze tends to steady the mind and helps with balance. The gaze should be soft, not staring or straining. Drishti is especially emphasised in Ashtanga Vinyasa, but you can use it in any style.',
    literalMeaning: 'from dṛś = to see: "sight," "view," "gaze"',
    examples: [
      'Find a drishti on the floor in front of you to help with balance.',
      'Her drishti in warrior two is over the front fingertips.',
    ],
    related: ['dharana', 'asana', 'vinyasa', 'pratyahara'],
    tags: ['practice', 'mind'],
  },
  {
    slug: 'vinyasa',
    term: 'Vinyasa',
    sanskrit: 'विन्यास',
    transliteration: 'vinyāsa',
    pronunciation: 'vin-YAH-sah',
    shortDef:
      'Vinyasa is linking movement with breath, and also the name of a flowing style of yoga.',
    longDef:
      'In a vinyasa practice, each movement is paired with an inhale or an exhale, so the breath sets the pace. The word can mean a single linking sequence, such as moving through plank, a low push-up and upward-facing dog, or a whole style of class. The approach was shaped in the twentieth century by Krishnamacharya and his students, including Pattabhi Jois. Let your breath lead; if the pace leaves you breathless, slow down or rest.',
    literalMeaning:
      'vi = in a special way; nyāsa = placing (from ni + as = to put down): "arranging," "placing in a special way"',
    examples: [
      "Take a vinyasa, or rest in child's pose if you prefer.",
      'Her vinyasa class moves with one breath per movement.',
    ],
    related: ['surya-namaskara', 'ujjayi', 'asana', 'ashtanga', 'drishti'],
    tags: ['practice', 'breath', 'body'],
  },
  {
    slug: 'savasana',
    term: 'Savasana',
    sanskrit: 'शवासन',
    transliteration: 'śavāsana',
    pronunciation: 'shah-VAH-sah-nah',
    shortDef: 'Savasana, corpse pose, is the resting posture at the end of a yoga practice.',
    longDef:
      'In savasana you lie on your back, arms and legs relaxed, and let the body be still. The Haṭha Yoga Pradīpikā says it removes fatigue and brings rest to the mind. Although it looks simple, staying relaxed yet aware is a real practice. Make it comfortable: a blanket, a bolster under the knees or lying on your side are all fine, especially if you are pregnant or lying flat is uncomfortable.',
    literalMeaning: 'śava = corpse; āsana = posture: "corpse pose"',
    examples: [
      'Stay in savasana for at least five minutes.',
      'A folded blanket under the head can make savasana more comfortable.',
    ],
    related: ['asana', 'pratyahara', 'yoga-nidra', 'hatha-yoga-pradipika'],
    tags: ['practice', 'body', 'meditation'],
  },
  {
    slug: 'ujjayi',
    term: 'Ujjayi',
    sanskrit: 'उज्जायी',
    transliteration: 'ujjāyī',
    pronunciation: 'ooj-JAH-yee',
    shortDef:
      'Ujjayi is a breathing technique in which a slight narrowing of the throat makes a soft, steady sound.',
    longDef:
      'To try ujjayi, breathe through your nose and gently narrow the back of your throat, as if fogging a mirror with your mouth closed. The breath makes a quiet, ocean-like sound that you can use as an anchor for attention. It is often used during flowing practice to keep a steady rhythm. Keep it gentle: the sound should be audible to you, not to the whole room, and you can let it go whenever it feels like strain.',
    literalMeaning:
      'ud = up; jaya = victory (from ji = to conquer): "victorious," "rising up in victory"',
    examples: [
      'The room filled with the soft sound of ujjayi breathing.',
      'If ujjayi makes you tense, return to a normal breath.',
    ],
    related: ['pranayama', 'vinyasa', 'prana', 'kumbhaka'],
    tags: ['breath', 'practice'],
  },
  {
    slug: 'kapalabhati',
    term: 'Kapalabhati',
    sanskrit: 'कपालभाति',
    transliteration: 'kapālabhāti',
    pronunciation: 'kah-pah-lah-BAH-tee',
    shortDef:
      'Kapalabhati is a cleansing breath practice of short, active exhalations and passive inhalations.',
    longDef:
      'In kapalabhati you push the breath out quickly by drawing the belly in, then let the inhale happen by itself. The Haṭha Yoga Pradīpikā lists it among the six cleansing practices (shatkarma) rather than among the pranayamas. It can feel energising, but it is a strong technique. Avoid it if you are pregnant or have high blood pressure, heart disease, epilepsy, a hernia or recent abdominal surgery, stop if you feel dizzy, and learn it from an experienced teacher.',
    literalMeaning: 'kapāla = skull; bhāti = shining, light: "skull shining"',
    examples: [
      'The teacher offered a gentle round of kapalabhati before meditation.',
      'Skip kapalabhati if you feel light-headed.',
    ],
    related: ['pranayama', 'kriya', 'prana', 'nadi-shodhana'],
    tags: ['breath', 'practice'],
  },
  {
    slug: 'nadi-shodhana',
    term: 'Nadi Shodhana',
    sanskrit: 'नाडी शोधन',
    transliteration: 'nāḍī śodhana',
    pronunciation: 'NAH-dee SHOH-dah-nah',
    shortDef:
      'Nadi shodhana is alternate nostril breathing, a calming practice of breathing through one nostril at a time.',
    longDef:
      'You gently close one nostril with a finger, breathe in through the other, then switch sides for the exhale, and continue alternating. Traditionally it is said to clear the nadis, the channels that carry prana, and to balance ida and pingala. Many people find it settling before meditation. Breathe slowly and without force; if your nose is blocked, you can simply imagine the breath moving from side to side.',
    literalMeaning:
      'nāḍī = channel; śodhana = cleansing, purifying (from śudh = to be pure): "channel cleansing"',
    examples: [
      'Five rounds of nadi shodhana help her settle before sitting.',
      'Nadi shodhana is often called alternate nostril breathing.',
    ],
    related: ['nadi', 'ida', 'pingala', 'pranayama'],
    tags: ['breath', 'practice', 'energy'],
  },
  {
    slug: 'kumbhaka',
    term: 'Kumbhaka',
    sanskrit: 'कुम्भक',
    transliteration: 'kumbhaka',
    pronunciation: 'KOOM-bah-kah',
    shortDef: 'Kumbhaka is breath retention, a pause after the inhale or after the exhale.',
    longDef:
      'The name compares the body to a pot, full or empty, holding still. Hatha yoga texts treat kumbhaka as the heart of pranayama and describe several kinds. A short, natural pause is something you can notice in everyday breathing. Longer holds are advanced: learn them from a teacher, build up slowly, and avoid them if you are pregnant or have a heart, blood pressure or breathing condition.',
    literalMeaning: 'from kumbha = pot, jar: "like a pot," hence "retention"',
    examples: [
      'After each exhale, she rests in a brief kumbhaka.',
      'Never force a kumbhaka; the next breath should come easily.',
    ],
    related: ['pranayama', 'jalandhara-bandha', 'prana', 'bandha'],
    tags: ['breath', 'practice'],
  },
  {
    slug: 'surya-namaskara',
    term: 'Surya Namaskara',
    sanskrit: 'सूर्य नमस्कार',
    transliteration: 'sūrya namaskāra',
    pronunciation: 'SOOR-yah nah-mah-SKAH-rah',
    shortDef:
      'Surya namaskara, the sun salutation, is a flowing sequence of postures linked with the breath.',
    longDef:
      'A sun salutation moves through forward folds, a plank or low push-up, a gentle backbend and downward-facing dog, then returns to standing. There are many versions, and its modern forms took shape in the early twentieth century. It is often used to warm up at the start of a class. You can slow it down, step instead of jump, or keep your knees down; the rhythm of the breath matters more than the shape.',
    literalMeaning:
      'sūrya = sun; namaskāra = salutation, bow (namas = bow + kāra = making): "sun salutation"',
    examples: [
      'We began with three slow rounds of surya namaskara.',
      'Surya namaskara can be done with the knees down.',
    ],
    related: ['vinyasa', 'asana', 'namaste', 'ujjayi'],
    tags: ['practice', 'body'],
  },
  {
    slug: 'sadhana',
    term: 'Sadhana',
    sanskrit: 'साधना',
    transliteration: 'sādhanā',
    pronunciation: 'SAH-dah-nah',
    shortDef:
      'Sadhana is your regular spiritual practice, the steady path you walk towards your aim.',
    longDef:
      'A sadhana can be anything you return to with commitment: ten minutes of breathing, a daily sitting, chanting or study. What makes it sadhana is the consistency and intention, not the length or difficulty. The second chapter of the Yoga Sūtras is called the Sādhana Pāda, the chapter on practice. A simple sadhana you keep is worth more than an ambitious one you drop.',
    literalMeaning:
      'from sādh = to accomplish, to reach a goal: "means of accomplishment," "practice"',
    examples: [
      'Her morning sadhana is short: breath, a few stretches and a candle.',
      'He keeps his sadhana simple so that he can do it every day.',
    ],
    related: ['abhyasa', 'tapas', 'sankalpa', 'japa'],
    tags: ['practice', 'devotion'],
  },
  {
    slug: 'abhyasa',
    term: 'Abhyasa',
    sanskrit: 'अभ्यास',
    transliteration: 'abhyāsa',
    pronunciation: 'ahb-YAH-sah',
    shortDef:
      'Abhyasa is steady, repeated practice, one of the two pillars of yoga alongside vairagya.',
    longDef:
      'The Yoga Sūtras (1.12) say the mind is stilled through abhyasa and vairagya, practice and non-attachment. Abhyasa is the effort to stay steady, and it becomes firmly grounded when kept up for a long time, without interruption and with devotion (1.14). In plain terms: practise often, over time, and with care. Vairagya keeps that effort from turning into grasping.',
    literalMeaning:
      'abhi = towards, upon; āsa = applying (from as = to throw): "applying oneself again and again," "repetition," "practice"',
    examples: [
      'Abhyasa means coming back to the mat even on days you do not feel like it.',
      'Small daily abhyasa builds a steady practice.',
    ],
    related: ['vairagya', 'sadhana', 'tapas', 'citta', 'vritti'],
    tags: ['practice', 'philosophy'],
  },
  {
    slug: 'vairagya',
    term: 'Vairagya',
    sanskrit: 'वैराग्य',
    transliteration: 'vairāgya',
    pronunciation: 'vy-RAHG-yah',
    shortDef: 'Vairagya is non-attachment, letting go of craving, and the partner of abhyasa.',
    longDef:
      'In the Yoga Sūtras (1.12 to 1.16), vairagya is paired with practice as the means to still the mind. It is described as mastery over craving for things seen or heard about. Vairagya does not mean coldness or not caring. It means you can care deeply and act fully while loosening your grip on outcomes.',
    literalMeaning:
      'from virāga: vi = apart, without; rāga = colour, passion: "freedom from passion," "dispassion"',
    examples: [
      'Vairagya helped her enjoy the pose without needing it to look perfect.',
      'Abhyasa and vairagya work together, like two wings.',
    ],
    related: ['abhyasa', 'aparigraha', 'raga', 'moksha'],
    tags: ['philosophy', 'mind'],
  },
  {
    slug: 'kriya',
    term: 'Kriya',
    sanskrit: 'क्रिया',
    transliteration: 'kriyā',
    pronunciation: 'KREE-yah',
    shortDef:
      'Kriya means action, and in yoga it names both a path of practical discipline and specific cleansing or energetic techniques.',
    longDef:
      'The Yoga Sūtras (2.1) define kriya yoga, the yoga of action, as tapas, svadhyaya and ishvara pranidhana together. In hatha yoga, kriya often refers to cleansing practices such as kapalabhati, and some modern lineages use the word for set sequences of breath and movement. Because it is used in so many ways, it is worth asking a teacher what they mean by it. At heart, it points to yoga as something you do, not only something you think about.',
    literalMeaning: 'from kṛ = to do, to make: "action," "act"',
    examples: [
      'Kriya yoga combines discipline, self-study and devotion.',
      'The class ended with a short breathing kriya.',
    ],
    related: ['tapas', 'svadhyaya', 'ishvara-pranidhana', 'kapalabhati', 'karma'],
    tags: ['practice', 'philosophy'],
  },
  {
    slug: 'mantra',
    term: 'Mantra',
    sanskrit: 'मन्त्र',
    transliteration: 'mantra',
    pronunciation: 'MAHN-trah',
    shortDef:
      'A mantra is a sacred sound, word or phrase repeated aloud or silently as a focus for the mind.',
    longDef:
      'Mantras range from a single syllable such as om to longer verses from the Vedas and other sacred texts. They can be chanted, whispered or repeated inwardly, often as japa with a string of beads. Many people find that the rhythm of a mantra gives the mind something steady to rest on. If you use a mantra from a living tradition, it is respectful to learn its meaning and pronunciation.',
    literalMeaning: 'man = to think + tra = instrument, tool: "instrument of thought"',
    examples: [
      'She repeats a short mantra silently as she walks.',
      'The class opened with a mantra chanted three times.',
    ],
    related: ['japa', 'om', 'shanti', 'dharana'],
    tags: ['meditation', 'devotion'],
  },
  {
    slug: 'japa',
    term: 'Japa',
    sanskrit: 'जप',
    transliteration: 'japa',
    pronunciation: 'JAH-pah',
    shortDef: 'Japa is the repetition of a mantra or sacred name, aloud, whispered or silently.',
    longDef:
      'Japa is often counted on a mala, a string of 108 beads, moving one bead with each repetition. The Yoga Sūtras (1.28) recommend repeating om while reflecting on its meaning. The steady repetition gives the mind a single, simple focus. You can begin with just a few minutes, letting the rhythm of the words follow the rhythm of your breath.',
    literalMeaning: 'from jap = to murmur, to whisper: "muttering," "repetition"',
    examples: [
      'He does japa each morning with a wooden mala.',
      'Silent japa can be practised anywhere, even on a bus.',
    ],
    related: ['mantra', 'om', 'bhakti', 'dharana'],
    tags: ['meditation', 'devotion'],
  },

  // The subtle body
  {
    slug: 'prana',
    term: 'Prana',
    sanskrit: 'प्राण',
    transliteration: 'prāṇa',
    pronunciation: 'PRAH-nah',
    shortDef:
      'Prana is breath and life force, the energy that yoga traditions say animates every living being.',
    longDef:
      'The word prana means breath, and by extension the vital energy that moves through body and mind. Yoga texts describe prana flowing through channels called nadis, and divide it into five main currents, or vayus, of which prana and apana are two. In that narrower sense, prana is the current linked with the chest and the in-breath. You do not need to accept any particular theory to notice that the way you breathe changes the way you feel.',
    literalMeaning: 'pra = forth; an = to breathe: "breathing forth," "breath of life"',
    examples: [
      'Pranayama works with prana through the breath.',
      'After a walk outside, she felt her prana was brighter.',
    ],
    related: ['pranayama', 'apana', 'nadi', 'kundalini', 'chakra'],
    tags: ['energy', 'breath'],
  },
  {
    slug: 'apana',
    term: 'Apana',
    sanskrit: 'अपान',
    transliteration: 'apāna',
    pronunciation: 'ah-PAH-nah',
    shortDef:
      'Apana is the downward and outward-moving current of prana, linked with exhalation and elimination.',
    longDef:
      'Yoga texts describe five currents of vital energy, and apana is the one that moves down and out. It is associated with the pelvis and lower belly, and with exhaling, elimination and giving birth. Practices such as mula bandha are traditionally said to draw apana upward to meet prana. Even without the theory, you can feel apana as the settling, grounding quality of a long exhale.',
    literalMeaning: 'apa = away, down; an = to breathe: "breathing away," "downward breath"',
    examples: [
      'A long, slow exhale is a simple way to feel apana.',
      'Grounding poses are often said to support apana.',
    ],
    related: ['prana', 'mula-bandha', 'muladhara', 'pranayama'],
    tags: ['energy', 'breath'],
  },
  {
    slug: 'nadi',
    term: 'Nadi',
    sanskrit: 'नाडी',
    transliteration: 'nāḍī',
    pronunciation: 'NAH-dee',
    shortDef: 'A nadi is a channel of the subtle body through which prana is said to flow.',
    longDef:
      'Yoga traditions picture the subtle body as a network of channels, often numbered at 72,000. Three are most important: ida on the left, pingala on the right and sushumna in the centre along the spine. Nadis are not the same as nerves or blood vessels; they belong to a traditional map of inner experience. Practices such as nadi shodhana are named for the idea of clearing these channels.',
    literalMeaning: 'nāḍī = tube, pipe, channel: "channel"',
    examples: [
      'Nadi shodhana is named after the nadis it is said to cleanse.',
      'The three main nadis are ida, pingala and sushumna.',
    ],
    related: ['ida', 'pingala', 'sushumna', 'prana', 'nadi-shodhana'],
    tags: ['energy'],
  },
  {
    slug: 'ida',
    term: 'Ida',
    sanskrit: 'इडा',
    transliteration: 'iḍā',
    pronunciation: 'EE-dah',
    shortDef:
      'Ida is the subtle channel on the left side of the body, associated with the moon and with cooling, calming qualities.',
    longDef:
      'Ida is one of the three main nadis, usually described as running from the base of the spine to the left nostril. Traditional texts link it with the moon, coolness and receptive qualities. It is paired with pingala, its solar counterpart on the right. Breathing through the left nostril is traditionally said to favour ida, which is one reason nadi shodhana is seen as balancing.',
    literalMeaning:
      'iḍā = refreshment, libation (an old Vedic word, also the name of a goddess); in yoga, the name of the left channel',
    examples: [
      'Ida is often pictured as cool and moonlike.',
      'Left-nostril breathing is traditionally linked with ida.',
    ],
    related: ['pingala', 'sushumna', 'nadi', 'nadi-shodhana'],
    tags: ['energy'],
  },
  {
    slug: 'pingala',
    term: 'Pingala',
    sanskrit: 'पिङ्गला',
    transliteration: 'piṅgalā',
    pronunciation: 'PING-gah-lah',
    shortDef:
      'Pingala is the subtle channel on the right side of the body, associated with the sun and with warming, active qualities.',
    longDef:
      'Pingala is one of the three main nadis, usually described as running from the base of the spine to the right nostril. Traditional texts link it with the sun, heat and outward activity. It is paired with ida on the left, and the two are said to come into balance when prana enters sushumna. Breathing through the right nostril is traditionally said to favour pingala.',
    literalMeaning: 'piṅgala = tawny, reddish-gold: "the tawny one"',
    examples: [
      'Pingala is often described as warm and sunlike.',
      'Ida and pingala are traditionally balanced in nadi shodhana.',
    ],
    related: ['ida', 'sushumna', 'nadi', 'nadi-shodhana'],
    tags: ['energy'],
  },
  {
    slug: 'sushumna',
    term: 'Sushumna',
    sanskrit: 'सुषुम्ना',
    transliteration: 'suṣumnā',
    pronunciation: 'soo-SHOOM-nah',
    shortDef:
      'Sushumna is the central channel of the subtle body, running along the spine from its base to the crown.',
    longDef:
      'In hatha and tantric yoga, sushumna is the most important nadi, with ida and pingala on either side. The chakras are pictured along its length. The texts describe a central aim of practice as drawing prana, and awakened kundalini, into sushumna and up to the crown. It is a map for inner practice rather than an anatomical structure.',
    literalMeaning:
      'usually translated "most gracious" or "very kind" (su = good, very); the exact derivation is uncertain',
    examples: [
      'Sushumna runs through the centre of all seven chakras.',
      'Meditation on the spine is sometimes described as resting in sushumna.',
    ],
    related: ['ida', 'pingala', 'kundalini', 'chakra', 'nadi'],
    tags: ['energy'],
  },
  {
    slug: 'chakra',
    term: 'Chakra',
    sanskrit: 'चक्र',
    transliteration: 'cakra',
    pronunciation: 'CHAH-krah',
    shortDef:
      'A chakra is a wheel or energy centre of the subtle body, pictured along the central channel.',
    longDef:
      'Tantric and hatha yoga texts describe chakras as centres where nadis meet, each imagined as a lotus with a set number of petals. Different traditions count different numbers of chakras; the seven-chakra system most people know today comes mainly from later tantric sources, and its rainbow colours were added in modern times. Chakras are best understood as a map for meditation and visualisation, not as organs. You might use them as places to rest your attention, one by one, from the base of the spine to the crown.',
    literalMeaning: 'cakra = wheel, circle, disc',
    examples: [
      'The teacher guided a short meditation through each chakra.',
      'Anahata is the heart chakra.',
    ],
    related: ['muladhara', 'anahata', 'sahasrara', 'sushumna', 'kundalini'],
    tags: ['energy', 'meditation'],
  },
  {
    slug: 'muladhara',
    term: 'Muladhara',
    sanskrit: 'मूलाधार',
    transliteration: 'mūlādhāra',
    pronunciation: 'moo-lah-DAH-rah',
    shortDef: 'Muladhara is the root chakra, the first of the seven, at the base of the spine.',
    longDef:
      'Muladhara is traditionally placed at the base of the spine, at the pelvic floor, and pictured as a four-petalled lotus. It is associated with the earth element and the seed sound lam. Kundalini is said to lie coiled here before it awakens. In modern classes it is often linked with grounding, stability and a sense of safety.',
    literalMeaning: 'mūla = root; ādhāra = support, base: "root support"',
    examples: [
      'Standing poses are often said to connect you with muladhara.',
      'Muladhara is pictured as a four-petalled lotus.',
    ],
    related: ['chakra', 'svadhisthana', 'kundalini', 'mula-bandha'],
    tags: ['energy'],
  },
  {
    slug: 'svadhisthana',
    term: 'Svadhisthana',
    sanskrit: 'स्वाधिष्ठान',
    transliteration: 'svādhiṣṭhāna',
    pronunciation: 'svah-dish-TAH-nah',
    shortDef: 'Svadhisthana is the second chakra, located in the lower abdomen and pelvis.',
    longDef:
      'Svadhisthana is pictured as a six-petalled lotus just above muladhara, near the genitals. It is associated with the water element and the seed sound vam. In modern teaching it is often linked with creativity, pleasure and the flow of emotions. Hip-opening poses and fluid movement are sometimes taught with this area in mind.',
    literalMeaning: 'sva = own, self; adhiṣṭhāna = seat, base, dwelling: "own seat"',
    examples: [
      'Svadhisthana is the second of the seven chakras.',
      'Some teachers link svadhisthana with creativity.',
    ],
    related: ['chakra', 'muladhara', 'manipura'],
    tags: ['energy'],
  },
  {
    slug: 'manipura',
    term: 'Manipura',
    sanskrit: 'मणिपूर',
    transliteration: 'maṇipūra',
    pronunciation: 'mah-nee-POO-rah',
    shortDef: 'Manipura is the third chakra, located at the navel.',
    longDef:
      'Manipura is pictured as a ten-petalled lotus at the navel. It is associated with the fire element and the seed sound ram. Traditionally it is linked with digestion and inner fire, and in modern teaching also with willpower and confidence. Core work and twists are often taught with this chakra in mind.',
    literalMeaning:
      'maṇi = jewel, gem; pūra = full, filled: "full of jewels," often rendered "city of jewels"',
    examples: [
      'Manipura is often called the navel chakra.',
      'The teacher asked us to breathe into manipura during the twist.',
    ],
    related: ['chakra', 'svadhisthana', 'anahata', 'uddiyana-bandha'],
    tags: ['energy'],
  },
  {
    slug: 'anahata',
    term: 'Anahata',
    sanskrit: 'अनाहत',
    transliteration: 'anāhata',
    pronunciation: 'ah-NAH-hah-tah',
    shortDef: 'Anahata is the heart chakra, the fourth of the seven, at the centre of the chest.',
    longDef:
      'Anahata is pictured as a twelve-petalled lotus at the heart. It is associated with the air element and the seed sound yam. Its name refers to the "unstruck sound," an inner sound that meditators describe as arising without any two things striking together. In modern teaching it is linked with love, compassion and connection.',
    literalMeaning: 'an = not; āhata = struck: "unstruck"',
    examples: [
      'Gentle backbends are often said to open anahata.',
      'She rests her hands at anahata at the end of practice.',
    ],
    related: ['chakra', 'manipura', 'vishuddha', 'bhakti'],
    tags: ['energy', 'devotion'],
  },
  {
    slug: 'vishuddha',
    term: 'Vishuddha',
    sanskrit: 'विशुद्ध',
    transliteration: 'viśuddha',
    pronunciation: 'vih-SHOOD-dah',
    shortDef: 'Vishuddha is the throat chakra, the fifth of the seven.',
    longDef:
      'Vishuddha is pictured as a sixteen-petalled lotus at the throat. It is associated with the element of space, or ether, and the seed sound ham. In modern teaching it is linked with speech, expression and listening. Chanting and gentle neck movements are sometimes used to bring attention here.',
    literalMeaning: 'vi = thoroughly; śuddha = pure: "thoroughly pure," "purified"',
    examples: [
      'Chanting om can be a way to feel vishuddha.',
      'Vishuddha sits between anahata and ajna.',
    ],
    related: ['chakra', 'anahata', 'ajna', 'jalandhara-bandha'],
    tags: ['energy'],
  },
  {
    slug: 'ajna',
    term: 'Ajna',
    sanskrit: 'आज्ञा',
    transliteration: 'ājñā',
    pronunciation: 'AHJ-nyah',
    shortDef:
      'Ajna is the sixth chakra, located between the eyebrows and often called the third eye.',
    longDef:
      'Ajna is pictured as a two-petalled lotus between the eyebrows. In many descriptions it is where ida, pingala and sushumna meet, and it is associated with the mind and the seed sound om. Many meditation practices use this point as a place to rest attention. Keep the gaze soft here; there is no need to strain the eyes upward.',
    literalMeaning:
      'ā + jñā = to know, to perceive; ājñā = command, authority: "command," "perception"',
    examples: [
      'During meditation, rest your attention lightly at ajna.',
      'Ajna is often called the third eye.',
    ],
    related: ['chakra', 'vishuddha', 'sahasrara', 'dharana'],
    tags: ['energy', 'meditation'],
  },
  {
    slug: 'sahasrara',
    term: 'Sahasrara',
    sanskrit: 'सहस्रार',
    transliteration: 'sahasrāra',
    pronunciation: 'sah-hahs-RAH-rah',
    shortDef:
      'Sahasrara is the crown chakra, the seventh, pictured at or just above the top of the head.',
    longDef:
      'Sahasrara is described as a thousand-petalled lotus at the crown of the head. In tantric and hatha yoga, it is where kundalini, rising through sushumna, finally comes to rest. Many traditions describe this as the union of Shiva and Shakti, consciousness and energy. It is a symbol of the wholeness and freedom that yoga points towards.',
    literalMeaning:
      'sahasra = thousand; ara = spoke: "thousand-spoked," usually rendered "thousand-petalled"',
    examples: [
      'Sahasrara is often called the crown chakra.',
      'The meditation ended with attention resting at sahasrara.',
    ],
    related: ['chakra', 'ajna', 'kundalini', 'sushumna', 'moksha'],
    tags: ['energy', 'meditation'],
  },
  {
    slug: 'kundalini',
    term: 'Kundalini',
    sanskrit: 'कुण्डलिनी',
    transliteration: 'kuṇḍalinī',
    pronunciation: 'koon-dah-LEE-nee',
    shortDef:
      'Kundalini is the coiled energy that tantric and hatha yoga picture resting at the base of the spine.',
    longDef:
      'Kundalini is often imagined as a sleeping serpent coiled at muladhara. Hatha and tantric texts describe practices meant to awaken it so that it rises through sushumna and the chakras to sahasrara. Kundalini Yoga is also the name of a modern style that combines breath, movement, mantra and meditation. Strong kundalini practices are traditionally learned slowly, under an experienced teacher.',
    literalMeaning: 'from kuṇḍala = coil, ring: kuṇḍalinī = "she who is coiled"',
    examples: [
      'In the texts, kundalini rises through the central channel.',
      'The workshop explained kundalini as a symbol as well as a practice.',
    ],
    related: ['sushumna', 'muladhara', 'sahasrara', 'chakra', 'prana'],
    tags: ['energy'],
  },
  {
    slug: 'kosha',
    term: 'Kosha',
    sanskrit: 'कोश',
    transliteration: 'kośa',
    pronunciation: 'KOH-shah',
    shortDef:
      'A kosha is a sheath or layer of the self; yoga tradition describes five, from the physical body to bliss.',
    longDef:
      'The idea comes from the Taittirīya Upaniṣad, which describes the self in five layers; later Vedanta calls them the five koshas. They are annamaya (the physical body, made of food), pranamaya (energy and breath), manomaya (mind and emotion), vijnanamaya (wisdom and discernment) and anandamaya (bliss). They are often pictured as nested layers, from the outermost to the most subtle. Yoga practice can touch all of them: asana the body, pranayama the breath, meditation the mind and beyond.',
    literalMeaning: 'kośa = sheath, casing, treasury: "sheath"',
    examples: [
      'The teacher guided us through the five koshas in savasana.',
      'Breath practice works with the pranamaya kosha.',
    ],
    related: ['prana', 'atman', 'upanishad', 'manas', 'buddhi'],
    tags: ['philosophy', 'energy'],
  },

  // Mind
  {
    slug: 'citta',
    term: 'Citta',
    sanskrit: 'चित्त',
    transliteration: 'citta',
    pronunciation: 'CHIT-tah',
    shortDef:
      'Citta is the mind in its widest sense: the whole field of thought, feeling, memory and awareness.',
    longDef:
      'In the Yoga Sūtras, citta is the field in which all mental activity happens. Patañjali defines yoga (1.2) as the stilling of the fluctuations, or vrittis, of citta. Commentators often describe citta as including manas, buddhi and ahamkara together. You can picture it as a lake: when the surface is calm, you can see clearly to the bottom.',
    literalMeaning: 'from cit = to perceive, to be aware: "that which is aware," "mind"',
    examples: [
      'Meditation lets the citta settle like silt in still water.',
      'Yoga, says Patañjali, is the stilling of the citta.',
    ],
    related: ['vritti', 'manas', 'buddhi', 'ahamkara', 'samskara'],
    tags: ['mind', 'philosophy'],
  },
  {
    slug: 'vritti',
    term: 'Vritti',
    sanskrit: 'वृत्ति',
    transliteration: 'vṛtti',
    pronunciation: 'VRIT-tee',
    shortDef:
      'A vritti is a fluctuation or activity of the mind, such as a thought, a memory or a perception.',
    longDef:
      'The Yoga Sūtras (1.2) define yoga as citta vritti nirodha, the stilling of the fluctuations of the mind. Patañjali names five kinds of vritti (1.6): valid knowledge, error, imagination, sleep and memory. Each can be afflicting or not (1.5). Practice is not about fighting thoughts, but about noticing them and letting them settle.',
    literalMeaning: 'from vṛt = to turn, to revolve: "turning," "whirl," "activity"',
    examples: [
      'Noticing a vritti without chasing it is the beginning of meditation.',
      'Memory is one of the five vrittis.',
    ],
    related: ['citta', 'yoga', 'abhyasa', 'samskara'],
    tags: ['mind', 'philosophy'],
  },
  {
    slug: 'manas',
    term: 'Manas',
    sanskrit: 'मनस्',
    transliteration: 'manas',
    pronunciation: 'MAH-nahs',
    shortDef:
      'Manas is the thinking, sensing mind that gathers impressions from the senses and reacts to them.',
    longDef:
      'In Sāṃkhya and yoga philosophy, manas is the part of the mind that receives input from the senses, sorts it and often jumps from one thing to the next. It is distinguished from buddhi, the discerning intellect, and from ahamkara, the sense of I. Much of the restlessness you notice when you sit to meditate is the busy activity of manas. Gently returning to the breath gives it a single place to rest.',
    literalMeaning: 'from man = to think: "mind," "the thinking faculty"',
    examples: ['When manas gets busy, come back to the breath.', 'Manas is quick; buddhi is wise.'],
    related: ['buddhi', 'ahamkara', 'citta', 'pratyahara'],
    tags: ['mind', 'philosophy'],
  },
  {
    slug: 'buddhi',
    term: 'Buddhi',
    sanskrit: 'बुद्धि',
    transliteration: 'buddhi',
    pronunciation: 'BOOD-dee',
    shortDef:
      'Buddhi is the discerning intellect, the part of the mind that sees clearly and decides.',
    longDef:
      'In Sāṃkhya and yoga philosophy, buddhi is the finest and most subtle part of the mind, closest to pure awareness. It weighs, judges and chooses, while manas gathers and reacts. The Bhagavad Gītā praises a steady buddhi that is not shaken by pleasure and pain. Meditation is often described as clearing buddhi so that it can reflect awareness more truly.',
    literalMeaning: 'from budh = to wake up, to know: "intellect," "awakened understanding"',
    examples: [
      'Buddhi helps you choose rest when your body needs it.',
      'A quiet mind lets buddhi see more clearly.',
    ],
    related: ['manas', 'ahamkara', 'citta', 'purusha'],
    tags: ['mind', 'philosophy'],
  },
  {
    slug: 'ahamkara',
    term: 'Ahamkara',
    sanskrit: 'अहंकार',
    transliteration: 'ahaṃkāra',
    pronunciation: 'ah-hahm-KAH-rah',
    shortDef:
      'Ahamkara is the sense of I, the part of the mind that says "this is me" and "this is mine."',
    longDef:
      'In Sāṃkhya philosophy, ahamkara is the principle of individuality that arises from buddhi and gives every experience the sense of belonging to someone. It is not bad in itself; you need a sense of self to live and act. Trouble comes when you identify too tightly with your roles, opinions or achievements. Practice can help you hold that sense of I more lightly.',
    literalMeaning: 'aham = I; kāra = making, maker: "I-maker"',
    examples: [
      'Wanting to be the best in the class can be ahamkara at work.',
      'Ahamkara says "my pose"; the breath just keeps flowing.',
    ],
    related: ['asmita', 'buddhi', 'manas', 'citta'],
    tags: ['mind', 'philosophy'],
  },
  {
    slug: 'klesha',
    term: 'Klesha',
    sanskrit: 'क्लेश',
    transliteration: 'kleśa',
    pronunciation: 'KLAY-shah',
    shortDef:
      'A klesha is an affliction of the mind, one of five root causes of suffering described in the Yoga Sūtras.',
    longDef:
      'Patañjali lists five kleshas (2.3): avidya (ignorance), asmita (I-am-ness), raga (attachment), dvesha (aversion) and abhinivesha (clinging to life). Avidya is the field in which the others grow (2.4). The kleshas can be dormant, weak, interrupted or fully active, and kriya yoga is offered as a way to weaken them (2.2). Recognising them in daily life, without blame, is already part of the work.',
    literalMeaning: 'from kliś = to trouble, to afflict: "affliction," "pain"',
    examples: [
      'Fear of missing out is a small, everyday klesha.',
      'The kleshas are weakened by practice and insight.',
    ],
    related: ['avidya', 'asmita', 'raga', 'dvesha', 'abhinivesha'],
    tags: ['mind', 'philosophy'],
  },
  {
    slug: 'avidya',
    term: 'Avidya',
    sanskrit: 'अविद्या',
    transliteration: 'avidyā',
    pronunciation: 'ah-VID-yah',
    shortDef: 'Avidya is ignorance or misperception, the first and root klesha.',
    longDef:
      'Avidya is not a lack of information but a basic misreading of reality. The Yoga Sūtras (2.5) define it as taking the impermanent for permanent, the impure for pure, suffering for happiness and what is not the self for the self. Patañjali calls it the field from which the other kleshas grow. Practice and clear, discerning insight gradually loosen its hold.',
    literalMeaning: 'a = not; vidyā = knowledge (from vid = to know): "not-knowing"',
    examples: [
      'Mistaking a passing mood for who you are is a form of avidya.',
      'Patañjali sees avidya as the root of the other kleshas.',
    ],
    related: ['klesha', 'asmita', 'atman', 'moksha', 'purusha'],
    tags: ['mind', 'philosophy'],
  },
  {
    slug: 'asmita',
    term: 'Asmita',
    sanskrit: 'अस्मिता',
    transliteration: 'asmitā',
    pronunciation: 'AHS-mee-tah',
    shortDef:
      'Asmita is I-am-ness, the second klesha, in which you mistake the instruments of seeing for the one who sees.',
    longDef:
      'The Yoga Sūtras (2.6) describe asmita as the seer and the power of seeing appearing as if they were one. In everyday terms, it is identifying completely with your body, thoughts or roles. Asmita is closely related to ahamkara, the sense of I. Loosening it does not erase you; it makes room for a wider and calmer sense of who you are.',
    literalMeaning: 'asmi = I am; -tā = -ness: "I-am-ness"',
    examples: [
      'Feeling that you are your achievements is asmita at work.',
      'Asmita is the second of the five kleshas.',
    ],
    related: ['klesha', 'ahamkara', 'avidya', 'purusha'],
    tags: ['mind', 'philosophy'],
  },
  {
    slug: 'raga',
    term: 'Raga',
    sanskrit: 'राग',
    transliteration: 'rāga',
    pronunciation: 'RAH-gah',
    shortDef: 'Raga is attachment or craving, the third klesha, which clings to pleasure.',
    longDef:
      'The Yoga Sūtras (2.7) describe raga as what follows the memory of pleasure. You enjoyed something once, so you want it again. Raga is natural, and it is not wrong to enjoy things; the trouble is the grip. In Indian music, the same word names a melodic framework, from its sense of colour and mood.',
    literalMeaning: 'from rañj = to be coloured, to be attached: "colour," "passion," "attachment"',
    examples: [
      'Needing your favourite spot in the studio can be a small raga.',
      'Raga and dvesha pull the mind in opposite directions.',
    ],
    related: ['dvesha', 'klesha', 'vairagya', 'abhinivesha'],
    tags: ['mind', 'philosophy'],
  },
  {
    slug: 'dvesha',
    term: 'Dvesha',
    sanskrit: 'द्वेष',
    transliteration: 'dveṣa',
    pronunciation: 'DVAY-shah',
    shortDef: 'Dvesha is aversion, the fourth klesha, which pushes away what has caused pain.',
    longDef:
      'The Yoga Sūtras (2.8) describe dvesha as what follows the memory of pain. It is the mirror image of raga: one pulls towards, the other pushes away. Some aversion keeps you safe, like pulling your hand back from a flame. In practice you can notice dvesha as the tightening you feel towards a pose, a person or a feeling, and meet it with curiosity.',
    literalMeaning: 'from dviṣ = to hate, to dislike: "aversion," "hostility"',
    examples: [
      'Noticing dvesha towards a pose is a chance to ask why.',
      'Dvesha is the fourth of the kleshas.',
    ],
    related: ['raga', 'klesha', 'ahimsa', 'abhinivesha'],
    tags: ['mind', 'philosophy'],
  },
  {
    slug: 'abhinivesha',
    term: 'Abhinivesha',
    sanskrit: 'अभिनिवेश',
    transliteration: 'abhiniveśa',
    pronunciation: 'ah-bee-nee-VAY-shah',
    shortDef: 'Abhinivesha is clinging to life and fear of death, the fifth klesha.',
    longDef:
      'The Yoga Sūtras (2.9) describe abhinivesha as the urge to go on living, carried along by its own momentum and present even in the wise. It is the deepest and most instinctive of the kleshas. Yoga does not ask you to stop valuing life. It invites you to meet change and endings with a little more steadiness, and savasana is sometimes described as a gentle rehearsal for letting go.',
    literalMeaning: 'abhi = towards; ni = into; viś = to enter: "settling into," "clinging"',
    examples: [
      'Abhinivesha is present even in the wise, says Patañjali.',
      'Fear of change can be a quiet form of abhinivesha.',
    ],
    related: ['klesha', 'raga', 'dvesha', 'savasana'],
    tags: ['mind', 'philosophy'],
  },
  {
    slug: 'samskara',
    term: 'Samskara',
    sanskrit: 'संस्कार',
    transliteration: 'saṃskāra',
    pronunciation: 'sahm-SKAH-rah',
    shortDef:
      'A samskara is an impression left in the mind by past experience, which shapes habits and tendencies.',
    longDef:
      'Every action and experience leaves a trace in the mind, and repeated traces deepen into patterns, like a path worn across a field. These impressions, samskaras, shape how you react before you have time to think. The Yoga Sūtras (1.50) say that the impression born of deep insight blocks other impressions. In daily life, every time you choose a kinder response, you begin to lay down a new samskara.',
    literalMeaning:
      'sam = together; kāra = making (from kṛ = to do, to make): "putting together," "impression," "imprint"',
    examples: [
      'Reaching for your phone first thing in the morning is a samskara you can change.',
      'Regular practice creates new samskaras.',
    ],
    related: ['citta', 'vritti', 'karma', 'abhyasa'],
    tags: ['mind', 'philosophy'],
  },

  // Texts and concepts
  {
    slug: 'sutra',
    term: 'Sutra',
    sanskrit: 'सूत्र',
    transliteration: 'sūtra',
    pronunciation: 'SOO-trah',
    shortDef:
      'A sutra is a short, dense statement of teaching, and also a text made of such statements.',
    longDef:
      'Sutras were composed to be memorised and explained by a teacher, so they are often just a few words long. A single sutra can hold a whole idea, with commentaries unfolding its meaning. The best known in yoga are the Yoga Sūtras of Patañjali. Reading a sutra slowly, and then a commentary on it, is a good way to begin study.',
    literalMeaning: 'sūtra = thread (from siv = to sew): "thread," "string"',
    examples: [
      'The second sutra defines yoga in just a few words.',
      'Each sutra is one thread of the teaching.',
    ],
    related: ['yoga-sutras', 'svadhyaya', 'guru'],
    tags: ['texts'],
  },
  {
    slug: 'yoga-sutras',
    term: 'Yoga Sutras',
    sanskrit: 'योग सूत्र',
    transliteration: 'Yoga Sūtra',
    pronunciation: 'YOH-gah SOO-trah',
    shortDef:
      'The Yoga Sutras are the classic collection of short teachings on yoga attributed to Patañjali, arranged in four chapters.',
    longDef:
      'The Yoga Sūtras are usually dated somewhere between the second century BCE and the fifth century CE, and scholars still debate the exact date. Their four chapters (padas) cover samadhi, practice, extraordinary powers and liberation (kaivalya), in about 195 sutras. They define yoga as the stilling of the fluctuations of the mind and set out the eight limbs of ashtanga. Almost every reading of them today draws on the commentaries, beginning with the early one attributed to Vyāsa.',
    literalMeaning: 'yoga = union, concentration; sūtra = thread: "threads on yoga"',
    examples: [
      'She reads one verse of the Yoga Sutras each morning.',
      'The eight limbs come from the second chapter of the Yoga Sutras.',
    ],
    related: ['sutra', 'ashtanga', 'citta', 'klesha', 'kaivalya'],
    tags: ['texts', 'philosophy'],
  },
  {
    slug: 'bhagavad-gita',
    term: 'Bhagavad Gita',
    sanskrit: 'भगवद् गीता',
    transliteration: 'Bhagavad Gītā',
    pronunciation: 'BAH-gah-vahd GEE-tah',
    shortDef:
      'The Bhagavad Gita is a dialogue between the warrior Arjuna and Krishna, and one of the best-loved texts on yoga.',
    longDef:
      'The Bhagavad Gītā is part of the Mahābhārata epic and has 18 chapters of about 700 verses. On the eve of battle, Arjuna is overwhelmed by doubt, and Krishna, his charioteer and friend, teaches him about duty, action and the self. It describes several paths of yoga, including karma yoga (action without clinging to results), bhakti yoga (devotion) and jnana yoga (knowledge). It calls yoga evenness of mind (2.48) and skill in action (2.50).',
    literalMeaning: 'bhagavat = the Blessed One, the Lord; gītā = song: "Song of the Blessed One"',
    examples: [
      'The Bhagavad Gita teaches acting without clinging to the results.',
      'Many people read the Bhagavad Gita alongside the Yoga Sutras.',
    ],
    related: ['karma', 'dharma', 'bhakti', 'atman', 'guna'],
    tags: ['texts', 'philosophy', 'devotion'],
  },
  {
    slug: 'hatha-yoga-pradipika',
    term: 'Hatha Yoga Pradipika',
    sanskrit: 'हठ योग प्रदीपिका',
    transliteration: 'Haṭha Yoga Pradīpikā',
    pronunciation: 'HAH-tah YOH-gah prah-DEE-pee-kah',
    shortDef:
      'The Hatha Yoga Pradipika is a fifteenth-century manual of hatha yoga that describes postures, breath practices, bandhas and mudras.',
    longDef:
      'The Haṭha Yoga Pradīpikā was compiled by Svātmārāma, usually dated to the fifteenth century, drawing on earlier texts. Its four chapters cover postures, cleansing practices and pranayama, mudras and bandhas, and meditation on inner sound leading to samadhi. It presents hatha yoga as a preparation for raja yoga, the yoga of meditation. Many of its techniques are strong and were meant to be learned from a teacher, so read it as a window into tradition rather than a do-it-yourself manual.',
    literalMeaning:
      'haṭha = force, forceful effort; yoga = union; pradīpikā = small lamp, light: "a light on hatha yoga"',
    examples: [
      'The Hatha Yoga Pradipika describes fifteen postures.',
      'Savasana is described in the Hatha Yoga Pradipika.',
    ],
    related: ['hatha', 'bandha', 'mudra', 'pranayama', 'savasana'],
    tags: ['texts', 'practice'],
  },
  {
    slug: 'upanishad',
    term: 'Upanishad',
    sanskrit: 'उपनिषद्',
    transliteration: 'upaniṣad',
    pronunciation: 'oo-PAH-nee-shahd',
    shortDef:
      'An Upanishad is one of the philosophical texts at the end of the Vedas that explore the nature of the self and of ultimate reality.',
    longDef:
      'The oldest Upanishads were composed in the first millennium BCE, and more than a hundred texts bear the name. They ask the big questions: who am I, what is real, and what happens at death. Central ideas include atman, the true self, and brahman, ultimate reality, and the deep identity between them. Some of the earliest descriptions of yoga and meditation appear in the Kaṭha and Śvetāśvatara Upaniṣads.',
    literalMeaning: 'upa = near; ni = down; sad = to sit: "sitting down near" (a teacher)',
    examples: [
      'The Katha Upanishad tells the story of a boy who questions Death.',
      'The idea of the five koshas comes from an Upanishad.',
    ],
    related: ['atman', 'om', 'kosha', 'moksha', 'bhagavad-gita'],
    tags: ['texts', 'philosophy'],
  },
  {
    slug: 'dharma',
    term: 'Dharma',
    sanskrit: 'धर्म',
    transliteration: 'dharma',
    pronunciation: 'DHAR-mah',
    shortDef: 'Dharma is the order that upholds life, and your own right way of living within it.',
    longDef:
      'Dharma has many layers of meaning: cosmic order, moral law, duty, and in Buddhism the teaching itself. In the Bhagavad Gītā, Krishna urges Arjuna to follow his own dharma (svadharma), saying it is better to do your own duty imperfectly than to do the duty of another well. For you, dharma might mean living in line with your values and responsibilities. It is less a fixed rule than a question you keep asking: what is the right thing for me to do here?',
    literalMeaning: 'from dhṛ = to hold, to support: "that which upholds"',
    examples: [
      'Teaching yoga to her community feels like part of her dharma.',
      'Dharma asks what is right for you to do, here and now.',
    ],
    related: ['karma', 'bhagavad-gita', 'yama', 'moksha'],
    tags: ['philosophy', 'ethics'],
  },
  {
    slug: 'karma',
    term: 'Karma',
    sanskrit: 'कर्म',
    transliteration: 'karma',
    pronunciation: 'KAR-mah',
    shortDef: 'Karma is action, and the principle that every action has consequences.',
    longDef:
      'In its simplest sense, karma means action or deed. Indian philosophies teach that actions leave traces and bear fruit, in this life and beyond. Karma yoga, taught in the Bhagavad Gītā, is the practice of doing what needs doing without clinging to the results. Rather than fate, karma is often best understood as an invitation: what you do now shapes what comes next.',
    literalMeaning: 'from kṛ = to do, to make: "action," "deed"',
    examples: [
      'Volunteering at the studio is her karma yoga.',
      'Karma simply means action and its fruit.',
    ],
    related: ['dharma', 'samskara', 'bhagavad-gita', 'moksha', 'kriya'],
    tags: ['philosophy', 'ethics'],
  },
  {
    slug: 'om',
    term: 'Om',
    sanskrit: 'ॐ',
    transliteration: 'oṃ',
    pronunciation: 'OHM',
    shortDef:
      'Om is the sacred syllable of the Indian traditions, chanted at the beginning and end of practice and prayer.',
    longDef:
      'Om is often written aum, because its sound moves through a, u and m before fading into silence. The Māṇḍūkya Upaniṣad links these parts with waking, dreaming and deep sleep, and the silence after them with a fourth state beyond all three. In the Yoga Sūtras (1.27), om is the word that expresses Ishvara, and repeating it with attention to its meaning is offered as a practice (1.28). You can chant it aloud, softly or silently, and simply feel its vibration.',
    literalMeaning:
      'a sacred syllable with no word-for-word meaning; traditionally analysed as a + u + m',
    examples: [
      'The class began and ended with three oms.',
      'Chanting om, she could feel the sound in her chest.',
    ],
    related: ['mantra', 'japa', 'ishvara-pranidhana', 'upanishad', 'shanti'],
    tags: ['devotion', 'meditation'],
  },
  {
    slug: 'guru',
    term: 'Guru',
    sanskrit: 'गुरु',
    transliteration: 'guru',
    pronunciation: 'GOO-roo',
    shortDef: 'A guru is a teacher, especially a spiritual guide who passes on a tradition.',
    longDef:
      'In Indian traditions, the guru is honoured as the one who passes on knowledge and practice, often within a lineage. The word literally means heavy or weighty, suggesting someone of substance. A popular traditional explanation reads it as the one who removes darkness, though that is a later interpretation rather than its origin. A healthy teaching relationship rests on respect, consent and trust, and a good teacher will always point you back to your own experience.',
    literalMeaning:
      'guru = heavy, weighty: "one of weight"; popularly explained as gu = darkness, ru = remover',
    examples: [
      'She studied with her guru for many years.',
      'In English, guru now also means any expert.',
    ],
    related: ['sutra', 'bhakti', 'sadhana', 'om'],
    tags: ['devotion', 'texts'],
  },
  {
    slug: 'namaste',
    term: 'Namaste',
    sanskrit: 'नमस्ते',
    transliteration: 'namaste',
    pronunciation: 'nah-mah-STAY',
    shortDef:
      'Namaste is a respectful greeting meaning "a bow to you," often said with palms together.',
    longDef:
      'Namaste is an everyday greeting in India and Nepal, used for hello and sometimes for goodbye. It is often offered with palms together at the heart and a small bow. Many classes outside India close with it as a gesture of thanks and respect. Poetic translations such as "the light in me honours the light in you" are modern; the word itself simply means "a bow to you."',
    literalMeaning: 'namas = bow, salutation; te = to you: "a bow to you"',
    examples: [
      'The teacher bowed and said namaste at the end of class.',
      'Namaste is an everyday greeting, not only a closing word for yoga.',
    ],
    related: ['mudra', 'guru', 'shanti', 'surya-namaskara'],
    tags: ['devotion'],
  },
  {
    slug: 'shanti',
    term: 'Shanti',
    sanskrit: 'शान्ति',
    transliteration: 'śānti',
    pronunciation: 'SHAHN-tee',
    shortDef:
      'Shanti means peace, and is often chanted three times at the close of a practice or prayer.',
    longDef:
      'Shanti is peace in its fullest sense: calm, quiet and freedom from disturbance. Many chants end with "om shanti shanti shanti." Traditionally, the three repetitions ask for peace from three sources of disturbance: from within yourself, from other beings and from natural forces beyond your control. Chanting it slowly is a simple way to close your practice.',
    literalMeaning: 'from śam = to be calm, to be quiet: "peace," "tranquillity"',
    examples: [
      'We closed with om shanti shanti shanti.',
      'Shanti is the peace you feel after a long exhale.',
    ],
    related: ['om', 'mantra', 'namaste'],
    tags: ['devotion', 'meditation'],
  },
  {
    slug: 'guna',
    term: 'Guna',
    sanskrit: 'गुण',
    transliteration: 'guṇa',
    pronunciation: 'GOO-nah',
    shortDef:
      'The gunas are the three qualities of nature, sattva, rajas and tamas, which are mixed in everything.',
    longDef:
      'In Sāṃkhya and yoga philosophy, all of nature (prakriti) is woven from three strands: sattva (clarity and balance), rajas (energy and activity) and tamas (heaviness and inertia). Their proportions shift all the time, in the world and in you. The Bhagavad Gītā explores them at length, especially in chapter 14. Noticing which guna is strong in you today can help you choose your practice: calming when you are restless, energising when you feel heavy.',
    literalMeaning: 'guṇa = strand, thread, quality',
    examples: [
      'After a late night, tamas is the guna she feels most.',
      'A balanced practice works with all three gunas.',
    ],
    related: ['sattva', 'rajas', 'tamas', 'prakriti', 'bhagavad-gita'],
    tags: ['philosophy'],
  },
  {
    slug: 'sattva',
    term: 'Sattva',
    sanskrit: 'सत्त्व',
    transliteration: 'sattva',
    pronunciation: 'SAHT-tvah',
    shortDef: 'Sattva is the guna of clarity, lightness and balance.',
    longDef:
      'Sattva is the quality of clarity, harmony and calm awareness. When sattva is strong, the mind is bright and steady and it is easier to see clearly. Yoga practices, from gentle movement to meditation, are often described as cultivating sattva. Even so, sattva is still a quality of nature, and some traditions teach going beyond all three gunas in the end.',
    literalMeaning: 'sat = being, true; -tva = -ness: "being-ness," "goodness," "purity"',
    examples: [
      'A quiet walk at dawn feels full of sattva.',
      'Meditation tends to increase sattva.',
    ],
    related: ['guna', 'rajas', 'tamas', 'buddhi'],
    tags: ['philosophy', 'mind'],
  },
  {
    slug: 'rajas',
    term: 'Rajas',
    sanskrit: 'रजस्',
    transliteration: 'rajas',
    pronunciation: 'RAH-jahs',
    shortDef: 'Rajas is the guna of energy, activity, passion and restlessness.',
    longDef:
      'Rajas is the moving force in nature, the quality that gets things going. In the right measure it gives you drive and enthusiasm; too much shows up as agitation, craving and rush. When rajas is high, slower practices and longer exhales can help you settle. Without any rajas, nothing would change at all.',
    literalMeaning: 'rajas = dust, haze, the misty air; hence "passion," "activity"',
    examples: [
      'After too much coffee she feels pure rajas.',
      'A brisk vinyasa class can burn off restless rajas.',
    ],
    related: ['guna', 'sattva', 'tamas', 'raga'],
    tags: ['philosophy', 'mind'],
  },
  {
    slug: 'tamas',
    term: 'Tamas',
    sanskrit: 'तमस्',
    transliteration: 'tamas',
    pronunciation: 'TAH-mahs',
    shortDef: 'Tamas is the guna of heaviness, stability, inertia and darkness.',
    longDef:
      'Tamas is the quality of weight and rest in nature. It gives you stability and lets you sleep; too much shows up as dullness, confusion and inertia. When tamas is high, gentle movement and steady breathing can help you feel more awake. Like the other gunas, it is not good or bad in itself, only more or less in balance.',
    literalMeaning: 'tamas = darkness, gloom',
    examples: [
      'A long nap on a rainy afternoon can deepen tamas.',
      'A few sun salutations can lift heavy tamas.',
    ],
    related: ['guna', 'sattva', 'rajas', 'avidya'],
    tags: ['philosophy', 'mind'],
  },
  {
    slug: 'moksha',
    term: 'Moksha',
    sanskrit: 'मोक्ष',
    transliteration: 'mokṣa',
    pronunciation: 'MOHK-shah',
    shortDef: 'Moksha is liberation, release from the cycle of birth and death and from suffering.',
    longDef:
      'In many Indian philosophies, moksha is the highest aim of life, freedom from samsara, the round of rebirth. Traditions describe it differently: as knowing your true self to be one with ultimate reality, as union with the divine, or in yoga philosophy as kaivalya, the aloneness of pure awareness. Whatever the path, it points to a freedom that does not depend on circumstances. You may taste something of it in moments when you let go of grasping completely.',
    literalMeaning: 'from muc = to release, to set free: "release," "liberation"',
    examples: [
      'For many traditions, moksha is the final goal of yoga.',
      'Moksha means freedom from suffering.',
    ],
    related: ['kaivalya', 'atman', 'karma', 'dharma', 'samadhi'],
    tags: ['philosophy'],
  },
  {
    slug: 'atman',
    term: 'Atman',
    sanskrit: 'आत्मन्',
    transliteration: 'ātman',
    pronunciation: 'AHT-mahn',
    shortDef: 'Atman is the true self, the pure awareness behind body and mind.',
    longDef:
      'In the Upanishads, atman is the innermost self, unchanging beneath the shifting layers of body, breath and mind. A central teaching is that atman is one with brahman, ultimate reality. The Bhagavad Gītā describes the self as never born and never dying. Yoga practice can be seen as a way of clearing away what you are not, so that what you are can be known.',
    literalMeaning: 'ātman = self; in early texts also "breath"',
    examples: [
      'The Upanishads teach that atman is beyond the body.',
      'Atman is the self that watches thoughts come and go.',
    ],
    related: ['purusha', 'moksha', 'kosha', 'upanishad', 'avidya'],
    tags: ['philosophy'],
  },
  {
    slug: 'hatha',
    term: 'Hatha',
    sanskrit: 'हठ',
    transliteration: 'haṭha',
    pronunciation: 'HAH-tah',
    shortDef:
      'Hatha is the branch of yoga that works through the body and breath, using postures, breath control, bandhas and mudras.',
    longDef:
      'Hatha yoga took shape in India roughly a thousand years ago, and its methods are set out in texts such as the Haṭha Yoga Pradīpikā. Its aims included steadying body and breath, preparing for meditation and awakening kundalini. Almost all modern postural yoga grows from this root. Today hatha is also used for a gentle, slower class in which postures are held, which is narrower than the older meaning.',
    literalMeaning:
      'haṭha = force, forceful effort: "forceful"; a later esoteric reading takes ha = sun and ṭha = moon',
    examples: [
      'Her hatha class holds each pose for several breaths.',
      'Hatha yoga uses the body as a doorway to meditation.',
    ],
    related: ['hatha-yoga-pradipika', 'asana', 'pranayama', 'bandha', 'kundalini'],
    tags: ['practice', 'body'],
  },
  {
    slug: 'bhakti',
    term: 'Bhakti',
    sanskrit: 'भक्ति',
    transliteration: 'bhakti',
    pronunciation: 'BAHK-tee',
    shortDef: 'Bhakti is loving devotion, and bhakti yoga is the path of devotion to the divine.',
    longDef:
      'Bhakti is the yoga of the heart: love and devotion offered through prayer, song, chanting and service. The Bhagavad Gītā presents it as a path open to everyone, whatever their background. Kirtan, call-and-response chanting, is one well-loved form of bhakti. You can bring a devotional quality to any practice by offering it to someone or something you love.',
    literalMeaning: 'from bhaj = to share, to partake, to worship: "devotion," "participation"',
    examples: [
      'Singing kirtan is her favourite form of bhakti.',
      'Bhakti turns practice into an offering.',
    ],
    related: ['ishvara-pranidhana', 'japa', 'mantra', 'bhagavad-gita', 'anahata'],
    tags: ['devotion'],
  },
  {
    slug: 'sankalpa',
    term: 'Sankalpa',
    sanskrit: 'सङ्कल्प',
    transliteration: 'saṅkalpa',
    pronunciation: 'sahn-KAHL-pah',
    shortDef:
      'A sankalpa is a heartfelt intention or resolve, often set at the start of a practice.',
    longDef:
      'A sankalpa is usually a short, positive statement in the present tense, such as "I am at ease" or "I meet change with patience." It is often repeated silently at the beginning and end of yoga nidra, when the mind is relaxed and receptive. It is less a goal to achieve than a direction to face. Keep it simple, keep it kind, and let it stay the same for a while.',
    literalMeaning:
      'sam = together; kalpa = forming, arranging (from kḷp = to be fit, to arrange): "resolve," "intention formed in the mind"',
    examples: [
      'Her sankalpa for the month is to move with kindness.',
      'Take a moment to set a sankalpa before you begin.',
    ],
    related: ['yoga-nidra', 'sadhana', 'dharana', 'abhyasa'],
    tags: ['practice', 'mind'],
  },
  {
    slug: 'yoga-nidra',
    term: 'Yoga Nidra',
    sanskrit: 'योग निद्रा',
    transliteration: 'yoga nidrā',
    pronunciation: 'YOH-gah NID-rah',
    shortDef:
      'Yoga nidra is a guided practice of deep relaxation, lying down, in which you rest between waking and sleep.',
    longDef:
      'In yoga nidra you lie comfortably, often in savasana, and follow a voice guiding your attention through the body, the breath, sensations and images. The modern method was developed in the twentieth century, most notably by Swami Satyananda Saraswati, drawing on older tantric practices, though the phrase itself is much older. Many people find it restful and calming. You may drift off to sleep, and that is fine; the practice will still be there next time.',
    literalMeaning: 'yoga = union; nidrā = sleep: "yogic sleep"',
    examples: [
      'A twenty-minute yoga nidra left her deeply rested.',
      'Yoga nidra usually begins with setting a sankalpa.',
    ],
    related: ['savasana', 'sankalpa', 'pratyahara', 'kosha'],
    tags: ['meditation', 'practice'],
  },
  {
    slug: 'purusha',
    term: 'Purusha',
    sanskrit: 'पुरुष',
    transliteration: 'puruṣa',
    pronunciation: 'POO-roo-shah',
    shortDef:
      'Purusha is pure consciousness, the witness, in Sāṃkhya philosophy and the Yoga Sūtras.',
    longDef:
      'Sāṃkhya and classical yoga describe two basic realities: purusha, pure unchanging awareness, and prakriti, everything that changes, including body and mind. Suffering comes from confusing the two, and taking the movements of the mind to be who you are. The Yoga Sūtras (1.3) say that when the mind is still, the seer rests in its own nature. In ordinary Sanskrit, the word simply means person or man.',
    literalMeaning: 'puruṣa = person, man; in philosophy "the conscious self," "the witness"',
    examples: [
      'Purusha is the awareness that notices your thoughts.',
      'In Sāṃkhya, purusha and prakriti are the two basic realities.',
    ],
    related: ['prakriti', 'atman', 'kaivalya', 'buddhi'],
    tags: ['philosophy'],
  },
  {
    slug: 'prakriti',
    term: 'Prakriti',
    sanskrit: 'प्रकृति',
    transliteration: 'prakṛti',
    pronunciation: 'PRAH-krih-tee',
    shortDef:
      'Prakriti is nature, everything that changes, from matter and the body to thought and feeling.',
    longDef:
      'In Sāṃkhya and yoga philosophy, prakriti is the source of the whole changing world, including the mind. It is made of the three gunas, sattva, rajas and tamas, in constantly shifting balance. The Yoga Sūtras (2.18) say that what is seen exists for the sake of experience and of liberation. Seeing yourself clearly means recognising what belongs to prakriti, so that you can rest as the witness, purusha.',
    literalMeaning:
      'pra = forth, before; kṛti = making (from kṛ = to make): "what is made first," "nature," "original source"',
    examples: [
      'Body and mind both belong to prakriti.',
      'Prakriti is always moving, like the weather.',
    ],
    related: ['purusha', 'guna', 'sattva', 'kaivalya'],
    tags: ['philosophy'],
  },
  {
    slug: 'kaivalya',
    term: 'Kaivalya',
    sanskrit: 'कैवल्य',
    transliteration: 'kaivalya',
    pronunciation: 'ky-VAHL-yah',
    shortDef:
      'Kaivalya is liberation as the Yoga Sūtras describe it: the aloneness, or independence, of pure awareness.',
    longDef:
      'Kaivalya is the goal named in the fourth and final chapter of the Yoga Sūtras, the Kaivalya Pāda. It is the state in which awareness (purusha) no longer confuses itself with the changing mind and world (prakriti). Aloneness here does not mean loneliness but completeness, freedom from depending on anything else. In yoga philosophy, it is the name for what other traditions call moksha.',
    literalMeaning: 'from kevala = alone, only, whole: "aloneness," "independence"',
    examples: [
      'The last chapter of the Yoga Sutras is named after kaivalya.',
      'Patañjali calls liberation kaivalya.',
    ],
    related: ['moksha', 'purusha', 'prakriti', 'samadhi', 'yoga-sutras'],
    tags: ['philosophy', 'texts'],
  },
]
