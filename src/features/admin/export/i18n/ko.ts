import type { DataExportMessages } from './ja'

const ko: DataExportMessages = {
  title: '데이터 내보내기',
  lead: '기간을 정해 마을의 데이터를 CSV 파일로 내보냅니다. Excel에서 그대로 열 수 있습니다(UTF-8, BOM 포함). 보고, 감사, 다른 시스템으로의 이전에 사용하세요.',
  period: '기간(일본 시간)',
  from: '시작일',
  to: '종료일',
  dataset: '내보낼 데이터',
  datasets: {
    posts: '게시물',
    places: '가게·공연장',
    shelters: '대피소',
    rallies: '스탬프 랠리',
    'coupon-uses': '쿠폰 사용',
    'ad-orders': '광고 주문과 영수증',
    'town-orders': '대피 정보 발령',
    warnings: '기상 경보 등 수신 기록',
  },
  badPeriod: '시작일은 종료일과 같거나 그보다 앞선 날이어야 합니다.',
  download: 'CSV 내보내기',
  working: '내보내는 중…',
  done: (file: string) => `${file}을(를) 저장했습니다.`,
  failed: '내보내지 못했습니다.',
  note: '각 데이터의 등록 일시(쿠폰은 사용 일시, 경보는 수신 일시)로 기간을 고릅니다. 개인정보가 포함되어 있으니 파일을 신중하게 다뤄 주세요.',
}

export default ko
