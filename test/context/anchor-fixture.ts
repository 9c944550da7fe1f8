// ollama — seed 002's own example anchor ([D001] 使用 Ollama 作为本地 LLM) as a
// draft, for the anchor, form and hook tests
// Pos: test/context fixture; data only
import type { AnchorDraftInput } from '../../policies/context/anchors/anchor-draft.js';

export const ollama: AnchorDraftInput = {
  type: 'D',
  title: '使用 Ollama 作为本地 LLM',
  decision: '使用 Ollama 作为代码审查的本地 LLM 后端。',
  alternatives: [
    { option: 'OpenAI API', pros: '能力强', cons: '成本高、数据出境' },
    { option: 'Ollama 本地', pros: '免费、数据本地', cons: '需要部署维护' },
  ],
  why: ['成本: 本地运行零 API 费用', '隐私: 代码数据不出本地'],
  impact: [
    '`src/llm/`: LLM 接口模块',
    '`docker-compose.yaml`: 需要添加 Ollama 容器',
  ],
  verification: '```bash\npytest tests/test_review.py -v\n```',
  rollback: [
    '修改 `src/llm/config.py` 切换回 OpenAI',
    '设置环境变量 `LLM_BACKEND=openai`',
  ],
  highImpact: true,
  selfCheck: {
    affectsFuture: true,
    referenceValue: true,
    preventsRepeat: false,
  },
  keywords: ['llm', 'ollama'],
};
