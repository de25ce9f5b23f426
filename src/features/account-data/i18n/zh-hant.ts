import type { AccountDataMessages } from './ja'

export default {
  info: {
    title: '關於刪除帳號',
    lead: 'jimoto 帳號可以隨時在應用程式或網頁上刪除。刪除後的帳號無法復原。',
    inAppTitle: '在應用程式或網頁上刪除的步驟',
    steps: [
      '登入 jimoto（應用程式或日文網站）。',
      '從選單開啟「設定」，選擇「刪除帳號」（アカウントを削除）。',
      '確認將刪除與保留的內容，輸入密碼（沒有密碼的帳號請用已連結的 LINE、Google 或 Apple 重新登入）。',
      '按下「刪除帳號」（アカウントを削除する）後，所有裝置都會登出。刪除完成後我們會寄電子郵件通知您。',
    ],
    deletedTitle: '將被刪除的內容',
    deleted: [
      '帳號（姓名、電子郵件地址、密碼、個人檔案、大頭貼）',
      '貼文、活動、優惠券及其照片（包含縮圖）',
      '按讚、收藏、追蹤與粉絲、集章活動的印章與完成紀錄',
      '我的優惠券、註冊通知的裝置與通知設定、登入中的裝置',
      '已連結的 LINE、Google、Apple 登入資訊（將撤銷 Apple 授權）',
      '主辦方所屬與申請、營運方的通知、資料下載',
    ],
    keptTitle: '保留的內容（以無法識別個人的形式）',
    kept: [
      '廣告帳單與付款紀錄：依日本稅法保存7年。除發票抬頭、金額與日期以外的內容（電子郵件地址、廣告文字等）將被刪除，與帳號的關聯也會刪除。',
      '店家受理的優惠券使用紀錄，以及他人使用或領取的您的優惠券：作為店家與使用者的紀錄保留，名稱顯示為「已退出的使用者」，不會公開。',
      '營運方的處理紀錄（如對檢舉的處理）：只保留處理內容，刪除與您帳號的關聯。',
    ],
    timingTitle: '刪除所需時間',
    timing:
      '確認刪除後將立即無法登入，您的貼文也會隱藏。照片與登入資訊會在幾分鐘內刪除（外部服務延遲時會自動重試）。',
    exportTitle: '刪除前保存資料',
    exportBody:
      '在「設定」的「下載資料」（データをダウンロード）中，可以將您的資料（貼文與照片、按讚、收藏等）保存為 ZIP 檔案。',
    contactTitle: '聯絡我們',
    contact: '如果無法依此步驟刪除（例如無法登入），請透過隱私權政策中記載的窗口與我們聯絡。',
    privacyLink: '隱私權政策',
  },
  settings: {
    title: '您的資料',
    exportTitle: '下載資料',
    exportLead:
      '將 jimoto 保存的您的資料整理成 ZIP 檔案：貼文與照片、按讚、收藏、追蹤、印章、優惠券使用、廣告申請等。',
    exportButton: '準備資料',
    exportPreparing: '正在準備，可能需要幾分鐘。',
    exportReady: (until: string) => `已準備好（可下載至${until}）`,
    exportDownload: '下載 ZIP',
    exportFailed: '無法準備資料，請重試。',
    exportCheck: '重新整理',
    deleteTitle: '刪除帳號',
    deleteHint: '刪除帳號以及貼文等資料',
    aboutDeletion: '關於刪除帳號',
  },
  deletion: {
    title: '刪除帳號',
    lead: '刪除後的帳號無法復原。請先透過「下載資料」保存需要的資料。',
    confirmTitle: '確認本人身分',
    passwordLabel: '密碼',
    reauthLead: '此帳號沒有密碼。請用已連結的帳號重新登入。',
    reauthAppleLead:
      '此帳號已連結Apple。請用Apple重新登入確認。刪除的同時，也會從Apple ID的「使用Apple登入」中移除本App。',
    reauth: (provider: string) => `用${provider}登入確認`,
    reauthDone: (provider: string) => `已用${provider}確認`,
    submit: '刪除帳號',
    submitting: '正在刪除…',
    failed: '無法刪除帳號，請重試。',
    doneTitle: '已受理刪除',
    doneMail: '已在所有裝置上登出。刪除完成後會寄電子郵件通知您。',
    doneNoMail: '已在所有裝置上登出。刪除將在幾分鐘內完成。',
    loadFailed: '無法讀取帳號資訊。',
  },
} satisfies AccountDataMessages
