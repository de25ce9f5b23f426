import type { StampRallyMessages } from './ja'

export default {
  stampRally: {
    title: '集章活動',
    lead: '即將支援參加集章活動：走訪街區景點、蒐集印章並領取獎勵。',
  },
} satisfies StampRallyMessages
