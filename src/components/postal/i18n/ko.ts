import type { PostalMessages } from './ja'

// The postal code field's words: loaded only with the forms that have one.

const ko: PostalMessages = {
  postal: {
    label: '우편번호',
    hint: '7자리를 입력하면 도도부현·시구정촌·지역명이 주소에 들어갑니다.',
    looking: '주소를 찾는 중…',
    filled: (address: string) => `주소에 「${address}」를 넣었습니다. 이어서 번지를 입력하세요.`,
    choose: '이 우편번호에는 여러 지역이 있습니다. 해당하는 곳을 선택하세요.',
    notFound: '이 우편번호의 주소를 찾을 수 없습니다. 번호를 확인하거나 주소를 직접 입력하세요.',
    malformed: '우편번호는 7자리 숫자로 입력하세요.',
    failed: '주소를 찾지 못했습니다. 네트워크 상태를 확인하세요.',
  },
}

export default ko
