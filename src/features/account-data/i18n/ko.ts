import type { AccountDataMessages } from './ja'

export default {
  info: {
    title: '계정 삭제 안내',
    lead: 'jimoto 계정은 앱과 웹 어디에서든 언제든지 삭제할 수 있습니다. 삭제한 계정은 복구할 수 없습니다.',
    inAppTitle: '앱·웹에서 삭제하는 방법',
    steps: [
      'jimoto(앱 또는 일본어 사이트)에 로그인합니다.',
      '메뉴에서 「설정」을 열고 「계정 삭제」(アカウントを削除)를 선택합니다.',
      '삭제되는 항목과 남는 항목을 확인하고 비밀번호를 입력합니다(비밀번호가 없는 계정은 연동된 LINE·Google·Apple로 다시 로그인합니다).',
      '「계정 삭제」(アカウントを削除する)를 누르면 모든 기기에서 로그아웃됩니다. 삭제가 끝나면 이메일로 알려 드립니다.',
    ],
    deletedTitle: '삭제되는 항목',
    deleted: [
      '계정(이름, 이메일 주소, 비밀번호, 프로필, 프로필 이미지)',
      '게시물·이벤트·쿠폰과 그 사진(축소판 포함)',
      '좋아요, 즐겨찾기, 팔로우·팔로워, 스탬프 랠리의 스탬프와 달성 기록',
      '내 쿠폰, 알림을 등록한 기기와 알림 설정, 로그인 중인 기기',
      '연동된 LINE·Google·Apple 로그인 정보(Apple 연동은 취소합니다)',
      '주최자 소속과 신청, 운영자의 알림, 데이터 다운로드',
    ],
    keptTitle: '남는 항목(개인을 알 수 없는 형태로)',
    kept: [
      '광고 청구·결제 기록: 일본 세법에 따라 7년간 보관합니다. 청구서의 수신인과 금액·날짜 외(이메일 주소, 광고 문구 등)는 지우고 계정과의 연결도 지웁니다.',
      '가게가 받은 쿠폰 사용 기록, 다른 사람이 사용했거나 받은 내 쿠폰: 가게와 이용자의 기록으로 남으며 이름은 「탈퇴한 사용자」로 표시됩니다. 공개되지 않습니다.',
      '운영자의 조치 기록(신고 처리 등): 무엇을 했는지만 남기고 계정과의 연결은 지웁니다.',
    ],
    timingTitle: '삭제에 걸리는 시간',
    timing:
      '삭제를 확정하면 바로 로그인할 수 없게 되고 게시물도 보이지 않습니다. 사진과 로그인 정보는 몇 분 안에 삭제됩니다(외부 서비스가 늦으면 자동으로 다시 시도합니다).',
    exportTitle: '삭제 전에 데이터 저장하기',
    exportBody:
      '「설정」의 「데이터 다운로드」(データをダウンロード)에서 내 데이터(게시물과 사진, 좋아요, 즐겨찾기 등)를 ZIP 파일로 저장할 수 있습니다.',
    contactTitle: '문의',
    contact:
      '로그인할 수 없는 등 이 방법으로 삭제할 수 없는 경우 개인정보 처리방침에 적힌 창구로 연락해 주십시오.',
    privacyLink: '개인정보 처리방침',
  },
  settings: {
    title: '내 데이터',
    exportTitle: '데이터 다운로드',
    exportLead:
      '게시물과 사진, 좋아요, 즐겨찾기, 팔로우, 스탬프, 쿠폰 사용, 광고 신청 등 jimoto가 보관하는 데이터를 ZIP 파일로 모읍니다.',
    exportButton: '데이터 준비하기',
    exportPreparing: '준비 중입니다. 몇 분 걸릴 수 있습니다.',
    exportReady: (until: string) => `준비되었습니다(${until}까지 다운로드 가능)`,
    exportDownload: 'ZIP 다운로드',
    exportFailed: '데이터를 준비하지 못했습니다. 다시 시도해 주십시오.',
    exportCheck: '새로 고침',
    deleteTitle: '계정 삭제',
    deleteHint: '계정과 게시물 등의 데이터를 삭제합니다',
    aboutDeletion: '계정 삭제 안내',
  },
  deletion: {
    title: '계정 삭제',
    lead: '삭제한 계정은 복구할 수 없습니다. 필요한 데이터는 먼저 「데이터 다운로드」로 저장해 주십시오.',
    confirmTitle: '본인 확인',
    passwordLabel: '비밀번호',
    reauthLead: '비밀번호가 없는 계정입니다. 연동된 계정으로 다시 로그인해 주십시오.',
    reauthAppleLead:
      'Apple과 연동된 계정입니다. Apple로 다시 로그인하여 확인해 주십시오. 삭제와 함께 Apple ID의 「Apple로 로그인」에서 이 앱을 제거합니다.',
    reauth: (provider: string) => `${provider}로 로그인하여 확인`,
    reauthDone: (provider: string) => `${provider}로 확인했습니다`,
    submit: '계정 삭제',
    submitting: '삭제하는 중…',
    failed: '계정을 삭제하지 못했습니다. 다시 시도해 주십시오.',
    doneTitle: '삭제를 접수했습니다',
    doneMail: '모든 기기에서 로그아웃했습니다. 삭제가 끝나면 이메일로 알려 드립니다.',
    doneNoMail: '모든 기기에서 로그아웃했습니다. 삭제는 몇 분 안에 끝납니다.',
    loadFailed: '계정 정보를 불러오지 못했습니다.',
  },
} satisfies AccountDataMessages
