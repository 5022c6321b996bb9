import { comments, threads } from '../../db/schema/community.ts';
import type { Db } from '../../db/client.ts';
import type { MembersService } from '../accounts/index.ts';
import { threadCount } from './comments.repo.ts';

// Demo members cannot sign in: their password hash is not a hash.
const members = [
  { username: 'grace_okafor', displayName: 'Grace Okafor', city: 'louisville-ky', country: 'US' },
  { username: 'pastor_dan', displayName: 'Pastor Dan Reyes', city: 'bowling-green-ky', country: 'US' },
  { username: 'miriam_t', displayName: 'Miriam Thompson', city: 'nashville-tn', country: 'US' },
  { username: 'joel_k', displayName: 'Joel Kamau', city: 'other', country: 'KE' },
  { username: 'hannah_b', displayName: 'Hannah Brooks', city: 'toronto-on', country: 'CA' },
  { username: 'eli_w', displayName: 'Eli Watson', city: 'manchester', country: 'GB' },
];

const posts: Array<[string, string, string, boolean?]> = [
  [
    'prayer',
    'Please pray for my mother’s surgery on Thursday',
    'My mother is having heart surgery this Thursday morning at Medical Center. She is 78 and a little afraid. Please pray for the surgeons’ hands and for peace over her heart.',
  ],
  [
    'prayer',
    'Prayer for a new job',
    'I was laid off after eleven years at the plant. I have two interviews next week. Pray that God opens the right door and that I keep trusting Him while I wait.',
  ],
  [
    'prayer',
    'Struggling with grief this season',
    'It has been a year since my husband went home to the Lord. The holidays are hard. I would be grateful for your prayers for comfort.',
    true,
  ],
  [
    'pray-for-others',
    'Pray for the families affected by the flooding',
    'Many families in Muhlenberg County lost everything in last week’s flooding. Let’s lift them up, and if you can help with supplies, our church is collecting blankets.',
  ],
  [
    'pray-for-others',
    'Our youth mission team leaves Saturday',
    'Twelve teenagers and four leaders are heading to Honduras to help build a school. Pray for safe travel, good health and open hearts.',
  ],
  [
    'testimonies',
    'God provided the rent, to the dollar',
    'We were $412 short on rent this month. On Tuesday an envelope arrived from a friend who said she felt led to send it. It was exactly $412. God is faithful!',
  ],
  [
    'testimonies',
    'Ten years sober today',
    'Ten years ago I walked into a church basement meeting with nothing left. Today I celebrate ten years of sobriety and a restored family. All glory to Jesus.',
  ],
  [
    'testimonies',
    'My son came back to church',
    'After years of praying, my son walked into service with his little girl on Sunday. I cried through the whole first hymn. Never stop praying for your prodigals.',
  ],
  [
    'youth',
    'How do you keep your faith at college?',
    'I am a freshman and it is hard to find time for God between classes, work and everything else. What helped you stay close to Him when you were my age?',
  ],
  [
    'youth',
    'Started a lunchtime Bible study at school',
    'Five of us meet on Wednesdays in the library. We are reading the Gospel of John. Pray that more friends join us and that we stay encouraged.',
  ],
  [
    'praise-worship',
    'Which hymn carries you through hard weeks?',
    'For me it is "It Is Well With My Soul". The story behind it gets me every time. What is yours?',
  ],
  [
    'praise-worship',
    'Thank you for playing "Goodness of God" this morning',
    'I was driving to a difficult appointment and that song came on right as I parked. I sat in the car and worshipped. Thank you, Harvest Light.',
  ],
  [
    'to-my-husband',
    'Thirty years and counting',
    'To my husband: thank you for thirty years of faithfulness, for praying over our kids every night, and for still holding my hand in church.',
  ],
  [
    'to-my-wife',
    'To the woman who never gave up on me',
    'You loved me when I was hard to love. You prayed when I would not. I thank God for you every day.',
  ],
  [
    'encouragement',
    'A verse for anyone who needs it today',
    '"The Lord is close to the brokenhearted and saves those who are crushed in spirit." Psalm 34:18. You are not alone.',
  ],
  [
    'encouragement',
    'Small steps still count',
    'If all you managed today was getting out of bed and whispering a prayer, that counts. God meets us in the small steps.',
  ],
  [
    'born-again',
    'Baptized last Sunday at 64',
    'I grew up thinking church was for other people. Last Sunday, at 64, I was baptized in the river with my grandchildren watching. It is never too late.',
  ],
  [
    'bragging-on-my-children',
    'My daughter finished nursing school!',
    'She worked nights and studied days for three years. Now she is a registered nurse at the children’s hospital. So proud of her heart for others.',
  ],
  [
    'hobbies',
    'Anyone else quilt while listening to the station?',
    'I have been working on a prayer quilt for our church’s shut-ins, one square per name. The morning programs keep me company. What do you make?',
  ],
  [
    'money-finances',
    'Getting out of debt as a family',
    'We started the envelope system in January after hearing Let’s Talk Money. We have paid off two cards. Any tips for keeping the kids on board?',
  ],
  [
    'health',
    'Prayers for my anxiety',
    'I have been dealing with panic attacks since the spring. My doctor and counselor are helping. Prayers for peace would mean a lot.',
    true,
  ],
  [
    'health',
    'Walking group after Sunday service',
    'Our church started a gentle walking group after Sunday service. We pray as we walk. Great for body and soul. Anyone want to start one?',
  ],
  [
    'prayer',
    'Safe travels for our family reunion',
    'Forty of us are traveling from four states to Bowling Green next weekend. Pray for safe roads and healing conversations.',
  ],
  [
    'testimonies',
    'The scan came back clear',
    'Six months ago I asked this community to pray for my biopsy. Today the scan came back clear. Thank you all for standing with me.',
  ],
  [
    'youth',
    'Nervous about leading worship for the first time',
    'I am playing guitar and leading the youth worship set on Friday. Please pray that I keep my eyes on God and not on the crowd.',
  ],
  [
    'encouragement',
    'Morning gratitude thread',
    'Let’s start the day thanking God for three things. Mine: warm coffee, a phone call from my sister, and this station playing hymns.',
  ],
  [
    'pray-for-others',
    'Pray for our nurses and doctors',
    'Hospital staff in our area are stretched thin this winter. Let’s pray for strength, rest and wisdom for them.',
  ],
  [
    'prayer',
    'Wisdom for a big decision',
    'We are deciding whether to move closer to my aging parents. It means a new job and new schools. Praying for clarity and peace.',
  ],
  [
    'testimonies',
    'A stranger paid for our groceries',
    'At the checkout my card was declined. The man behind me paid and just said "God bless you". I will pay it forward.',
  ],
  [
    'money-finances',
    'Tithing when money is tight',
    'How do you keep giving when the budget is thin? I want to be faithful but I am scared. Would love to hear how others have walked this.',
  ],
];

const replies = [
  'Praying for you right now.',
  'Thank you for sharing this. It encouraged me today.',
  'Amen! God is so good.',
  'Lifting this up with our Wednesday prayer group.',
  'I went through something similar last year. Hold on; He is faithful.',
  'Sending love and prayers from our family to yours.',
  'Beautiful. Thank you for the reminder.',
];

/** A living demo community on the first start: members, discussions across categories, replies. */
export async function seedDemoCommunity(db: Db, directory: MembersService, today: Date): Promise<void> {
  if ((await threadCount(db)) > 0) return;
  const ids: string[] = [];
  for (const m of members) ids.push(await directory.ensureDemoMember(m));
  const now = today.getTime();
  for (const [i, [category, title, content, anonymous]] of posts.entries()) {
    const createdAt = new Date(now - (posts.length - i) * 5 * 3600_000);
    const replyCount = (i * 7) % 5;
    const [t] = await db
      .insert(threads)
      .values({
        authorId: ids[i % ids.length]!,
        category,
        title,
        content,
        isAnonymous: !!anonymous,
        isPinned: i === 14,
        likesCount: (i * 5) % 13,
        repliesCount: replyCount,
        prayersCount: category === 'prayer' || category === 'pray-for-others' ? 3 + ((i * 11) % 40) : 0,
        createdAt,
        updatedAt: createdAt,
        lastActivityAt: new Date(createdAt.getTime() + replyCount * 1800_000),
      })
      .returning({ id: threads.id });
    for (let r = 0; r < replyCount; r++) {
      await db.insert(comments).values({
        threadId: t!.id,
        authorId: ids[(i + r + 1) % ids.length]!,
        content: replies[(i + r) % replies.length]!,
        createdAt: new Date(createdAt.getTime() + (r + 1) * 1800_000),
      });
    }
  }
}
