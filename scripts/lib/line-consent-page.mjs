// The login and consent screen of the LINE stand-in (line-stand-in.mjs): what LINE shows before it
// returns to the app with a code. The person types the display name of the LINE account to use
// and chooses whether the app may have the email address.

const htmlEscape = (value) =>
  String(value ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  )

/** @param {Record<string, string>} query the authorize request's parameters */
export function consentPage(query, scopes) {
  const carried = ['client_id', 'redirect_uri', 'state', 'scope', 'nonce']
    .map((k) => `<input type="hidden" name="${k}" value="${htmlEscape(query[k])}">`)
    .join('')
  const email = scopes.includes('email')
    ? `<label class="row"><input type="checkbox" name="allow_email" id="allow-email"> メールアドレスの取得を許可する</label>
       <label>メールアドレス<input type="email" name="email" id="line-email" autocomplete="off"></label>`
    : ''
  return `<!doctype html>
<html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>LINE Login（テスト用の代役）</title>
<style>
body{font-family:sans-serif;margin:0;background:#f5f5f5;color:#111}
main{max-width:420px;margin:0 auto;padding:24px;background:#fff;min-height:100vh;box-sizing:border-box}
h1{color:#06c755;font-size:1.4rem} label{display:block;margin:12px 0} .row{display:flex;gap:8px}
input[type=text],input[type=email]{display:block;width:100%;padding:10px;margin-top:4px;box-sizing:border-box}
button{width:100%;padding:12px;margin-top:12px;border:0;border-radius:6px;font-size:1rem}
.allow{background:#06c755;color:#fff} .deny{background:#eee}
</style></head>
<body><main>
<h1>LINE</h1>
<p>LINE Login のテスト用の代役です（本物の LINE には接続しません）。</p>
<p>このサービスが次の情報へのアクセスを求めています：プロフィール情報（必須）${scopes.includes('email') ? '、メールアドレス（任意）' : ''}</p>
<form method="post" action="/oauth2/v2.1/authorize/consent">
${carried}
<label>LINEの表示名<input type="text" name="name" id="line-name" required></label>
${email}
<button class="allow" name="decision" value="allow" id="line-allow">許可する</button>
<button class="deny" name="decision" value="deny" id="line-deny" formnovalidate>キャンセル</button>
</form>
</main></body></html>`
}
