// The rows of bench/edge, on top of the real migrations (bench/lib/migrations.mjs): one realistic
// post to share.

export const POST_ID = 900001

const literal = (value) => `'${String(value).replaceAll("'", "''")}'`

async function sha256Hex(text) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return Buffer.from(digest).toString('hex')
}

/**
 * A post with a title, a few lines of text, a photo, its author and an English translation; and
 * 20 older posts by the same author, so the timeline's first page (d) is a full page of 20.
 */
export async function fixtureScript() {
  const title = '商店街の夏祭り、今年も開催します'
  const body =
    '今年も商店街で夏祭りを開きます。屋台、盆踊り、子ども向けのくじ引きもあります。\n' +
    '雨天の場合は翌日に延期します。みなさまのお越しをお待ちしています！🎆'
  return `
INSERT INTO users (id, name, bio) VALUES (${POST_ID}, '商店街振興会', '地元の商店街です。');
INSERT INTO posts (id, user_id, kind, title, body) VALUES (${POST_ID}, ${POST_ID}, 'post', ${literal(title)}, ${literal(body)});
INSERT INTO post_media (post_id, position, key, thumb_key, content_type, width, height, alt)
  VALUES (${POST_ID}, 1, 'posts/${POST_ID}/festival.jpg', 'posts/${POST_ID}/festival-thumb.jpg', 'image/jpeg', 1600, 1200, '提灯の並ぶ通り');
INSERT INTO translations (subject, subject_id, field, target_lang, source_hash, text)
  VALUES ('post', ${POST_ID}, 'title', 'en', '${await sha256Hex(title)}', 'The shopping street summer festival is back this year');
INSERT INTO translations (subject, subject_id, field, target_lang, source_hash, text)
  VALUES ('post', ${POST_ID}, 'body', 'en', '${await sha256Hex(body)}', 'The shopping street holds its summer festival again, with food stalls, Bon dancing and a lottery for children.');
${olderPosts()}
`
}

function olderPosts() {
  const rows = []
  for (let n = 1; n <= 20; n++) {
    const body = `商店街のお知らせ その${n}。${'今週末は各店でセールを行います。'.repeat(1 + (n % 4))}`
    rows.push(`(${POST_ID - n}, ${POST_ID}, 'post', ${literal(body)}, '["商店街"]')`)
  }
  return `INSERT INTO posts (id, user_id, kind, body, tags_json) VALUES\n${rows.join(',\n')};`
}
