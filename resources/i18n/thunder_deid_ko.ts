<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko_KR">
<context>
    <name>AdminDialog</name>
    <message>
        <source>Administration</source>
        <translation>관리</translation>
    </message>
    <message>
        <source>User</source>
        <translation>사용자</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>역할</translation>
    </message>
    <message>
        <source>Users and roles</source>
        <translation>사용자와 역할</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>시각</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>문서</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>작업</translation>
    </message>
    <message>
        <source>Spans</source>
        <translation>항목</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>상태</translation>
    </message>
    <message>
        <source>Audit trail</source>
        <translation>감사 기록</translation>
    </message>
</context>
<context>
    <name>DocumentQueueModel</name>
    <message>
        <source>Document</source>
        <translation>문서</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>상태</translation>
    </message>
    <message>
        <source>Spans</source>
        <translation>항목</translation>
    </message>
    <message>
        <source>Unreviewed</source>
        <translation>미검토</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>글자 수</translation>
    </message>
    <message>
        <source>Changed</source>
        <translation>변경</translation>
    </message>
    <message>
        <source>Uncertainty</source>
        <translation>불확실도</translation>
    </message>
</context>
<context>
    <name>EntityPanel</name>
    <message>
        <source>Entity / mention</source>
        <translation>개체 / 언급</translation>
    </message>
    <message>
        <source>Placeholder</source>
        <translation>대체 표기</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>레이블</translation>
    </message>
    <message>
        <source>Link selected</source>
        <translation>선택 항목 연결</translation>
    </message>
    <message>
        <source>Unlink selected</source>
        <translation>선택 항목 연결 해제</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>단축키 안내</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>작업</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>단축키</translation>
    </message>
    <message>
        <source>Colours follow the tier-2 category. Bold: direct identifier. Wavy red underline: low confidence. Green underline: accepted. Struck out: rejected. Select text and press Insert to add a span; click two spans one after the other and press Ctrl+L to link them.</source>
        <translation>색은 2단계 분류를 따릅니다. 굵은 글씨: 직접 식별정보. 빨간 물결 밑줄: 낮은 신뢰도. 초록 밑줄: 수락됨. 취소선: 제외됨. 텍스트를 선택하고 Insert 키를 누르면 항목이 추가됩니다. 두 항목을 차례로 누른 뒤 Ctrl+L을 누르면 하나의 개체로 연결됩니다.</translation>
    </message>
</context>
<context>
    <name>LabelPicker</name>
    <message>
        <source>Search labels (Korean or English)…</source>
        <translation>레이블 검색 (한국어 또는 영어)…</translation>
    </message>
</context>
<context>
    <name>Legend</name>
    <message>
        <source> bold: direct identifier </source>
        <translation> 굵게: 직접 식별정보 </translation>
    </message>
    <message>
        <source> regular: quasi-identifier </source>
        <translation> 보통: 준식별정보 </translation>
    </message>
    <message>
        <source> low confidence </source>
        <translation> 낮은 신뢰도 </translation>
    </message>
    <message>
        <source> accepted </source>
        <translation> 수락됨 </translation>
    </message>
    <message>
        <source> rejected </source>
        <translation> 제외됨 </translation>
    </message>
</context>
<context>
    <name>ListsScreen</name>
    <message>
        <source>Replacement lists</source>
        <translation>대체 목록</translation>
    </message>
    <message>
        <source>Lists</source>
        <translation>목록</translation>
    </message>
    <message>
        <source>Coverage</source>
        <translation>부족한 목록</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>분류</translation>
    </message>
    <message>
        <source>Mentions</source>
        <translation>대체어 수</translation>
    </message>
    <message>
        <source>Search mentions…</source>
        <translation>대체어 검색…</translation>
    </message>
    <message>
        <source>New mention, or the edited text of the selected one</source>
        <translation>새 대체어, 또는 선택한 대체어의 고친 내용</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>추가</translation>
    </message>
    <message>
        <source>Save edit</source>
        <translation>수정 저장</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>삭제</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>가져오기…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>내보내기…</translation>
    </message>
    <message>
        <source>Fewer mentions than:</source>
        <translation>대체어가 이보다 적은 레이블:</translation>
    </message>
    <message>
        <source>Labels without a list or with too few mentions, most used first: by accepted spans in reviewed documents, then by the annotated training judgments. Double-click a label to open its list.</source>
        <translation>목록이 없거나 대체어가 너무 적은 레이블을 많이 쓰이는 순서로 보여 줍니다: 검토를 마친 문서에서 채택된 항목 수, 그다음 학습용 주석 판결문에서의 수. 레이블을 두 번 누르면 그 목록이 열립니다.</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>레이블</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>분류</translation>
    </message>
    <message>
        <source>In reviews</source>
        <translation>검토 문서</translation>
    </message>
    <message>
        <source>In training data</source>
        <translation>학습 데이터</translation>
    </message>
    <message>
        <source>Read only: only annotators and admins can change the lists.</source>
        <translation>읽기 전용: 목록은 주석자(annotator)와 관리자(admin)만 바꿀 수 있습니다.</translation>
    </message>
    <message>
        <source>All lists</source>
        <translation>모든 목록</translation>
    </message>
    <message>
        <source>The mention is empty.</source>
        <translation>대체어가 비어 있습니다.</translation>
    </message>
    <message>
        <source>The mention is too long (at most 100 characters).</source>
        <translation>대체어가 너무 깁니다(최대 100자).</translation>
    </message>
    <message>
        <source>The mention contains a line break or another control character.</source>
        <translation>대체어에 줄바꿈이나 제어 문자가 있습니다.</translation>
    </message>
    <message>
        <source>This is a placeholder (such as A, A씨, ○○ or 피고인 1), not a value: it cannot be a replacement.</source>
        <translation>자리표시(A, A씨, ○○, 피고인 1 등)이지 실제 값이 아니므로 대체어가 될 수 없습니다.</translation>
    </message>
    <message>
        <source>The label is not in the taxonomy.</source>
        <translation>분류 체계에 없는 레이블입니다.</translation>
    </message>
    <message>
        <source>This list already holds this mention.</source>
        <translation>이 목록에 이미 있는 대체어입니다.</translation>
    </message>
    <message>
        <source>Warning: this looks like a real person&apos;s name, but this list should hold no names.</source>
        <translation>경고: 실제 사람 이름처럼 보이지만, 이 목록에는 이름이 들어가면 안 됩니다.</translation>
    </message>
    <message>
        <source>Choose a label in the tree to add</source>
        <translation>추가하려면 왼쪽에서 레이블을 고르세요</translation>
    </message>
    <message>
        <source>Add to %1:</source>
        <translation>%1에 추가:</translation>
    </message>
    <message numerus="yes">
        <source>%n mention(s)</source>
        <translation>
            <numerusform>대체어 %n개</numerusform>
        </translation>
    </message>
    <message>
        <source>Added.</source>
        <translation>추가했습니다.</translation>
    </message>
    <message>
        <source>The mention could not be changed.</source>
        <translation>대체어를 바꿀 수 없습니다.</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>저장했습니다.</translation>
    </message>
    <message>
        <source>Delete mentions</source>
        <translation>대체어 삭제</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n mention(s)?</source>
        <translation>
            <numerusform>대체어 %n개를 삭제할까요?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mention(s) deleted.</source>
        <translation>
            <numerusform>대체어 %n개를 삭제했습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>Import replacement lists</source>
        <translation>대체 목록 가져오기</translation>
    </message>
    <message>
        <source>Lists (*.csv *.json)</source>
        <translation>목록 (*.csv *.json)</translation>
    </message>
    <message>
        <source>Export replacement lists</source>
        <translation>대체 목록 내보내기</translation>
    </message>
    <message>
        <source>The file could not be read: %1</source>
        <translation>파일을 읽을 수 없습니다: %1</translation>
    </message>
    <message>
        <source>Row %1 refused: %2 — %3</source>
        <translation>%1행 거부: %2 — %3</translation>
    </message>
    <message>
        <source>Row %1 skipped, already in the list: %2</source>
        <translation>%1행 건너뜀, 이미 목록에 있음: %2</translation>
    </message>
    <message>
        <source>Row %1 added with a warning: %2 — %3</source>
        <translation>%1행 경고와 함께 추가: %2 — %3</translation>
    </message>
    <message>
        <source>Imported: %1 added, %2 duplicates skipped, %3 refused.</source>
        <translation>가져오기: %1개 추가, 중복 %2개 건너뜀, %3개 거부.</translation>
    </message>
    <message>
        <source>The file could not be written: %1</source>
        <translation>파일을 쓸 수 없습니다: %1</translation>
    </message>
    <message>
        <source>%1 mentions exported to %2</source>
        <translation>대체어 %1개를 %2 파일로 내보냈습니다</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Open judgments…</source>
        <extracomment>Milliseconds without a review action after which the store&apos;s write-ahead log is checkpointed. Milliseconds after a document is shown before the garbage collector is settled (``gui/gc_pauses.py``): long enough for the first paint to come first.</extracomment>
        <translation>판결문 열기…</translation>
    </message>
    <message>
        <source>Export de-identified…</source>
        <translation>비실명처리본 내보내기…</translation>
    </message>
    <message>
        <source>Analyze document</source>
        <translation>문서 분석</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>끝내기</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>실행 취소</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>다시 실행</translation>
    </message>
    <message>
        <source>Accept span</source>
        <translation>항목 수락</translation>
    </message>
    <message>
        <source>Reject span</source>
        <translation>항목 제외</translation>
    </message>
    <message>
        <source>Change label…</source>
        <translation>레이블 변경…</translation>
    </message>
    <message>
        <source>Add span from selection…</source>
        <translation>선택 영역을 항목으로 추가…</translation>
    </message>
    <message>
        <source>Move start left</source>
        <translation>시작을 왼쪽으로</translation>
    </message>
    <message>
        <source>Move start right</source>
        <translation>시작을 오른쪽으로</translation>
    </message>
    <message>
        <source>Move end left</source>
        <translation>끝을 왼쪽으로</translation>
    </message>
    <message>
        <source>Move end right</source>
        <translation>끝을 오른쪽으로</translation>
    </message>
    <message>
        <source>Set boundaries to selection</source>
        <translation>선택 영역으로 경계 설정</translation>
    </message>
    <message>
        <source>Next unreviewed span</source>
        <translation>다음 미검토 항목</translation>
    </message>
    <message>
        <source>Previous unreviewed span</source>
        <translation>이전 미검토 항목</translation>
    </message>
    <message>
        <source>Link with previous span (one entity)</source>
        <translation>이전 항목과 연결 (하나의 개체)</translation>
    </message>
    <message>
        <source>Unlink from entity</source>
        <translation>개체에서 연결 해제</translation>
    </message>
    <message>
        <source>Apply to all identical occurrences…</source>
        <translation>동일한 모든 항목에 적용…</translation>
    </message>
    <message>
        <source>Accept all above a confidence…</source>
        <translation>신뢰도 이상 모두 수락…</translation>
    </message>
    <message>
        <source>Mark document reviewed</source>
        <translation>검토 완료로 표시</translation>
    </message>
    <message>
        <source>Confirm document</source>
        <translation>문서 확정</translation>
    </message>
    <message>
        <source>De-identified preview</source>
        <translation>비실명처리 미리보기</translation>
    </message>
    <message>
        <source>Larger text</source>
        <translation>글자 크게</translation>
    </message>
    <message>
        <source>Smaller text</source>
        <translation>글자 작게</translation>
    </message>
    <message>
        <source>Keyboard shortcuts and colours</source>
        <translation>단축키와 색상 안내</translation>
    </message>
    <message>
        <source>Users, roles and audit trail…</source>
        <translation>사용자, 역할, 감사 기록…</translation>
    </message>
    <message>
        <source>Model training and registry…</source>
        <translation>모델 학습과 모델 목록…</translation>
    </message>
    <message>
        <source>Replacement lists…</source>
        <translation>대체 목록…</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>파일(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>편집(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>검토(&amp;R)</translation>
    </message>
    <message>
        <source>Boundaries</source>
        <translation>경계</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>보기(&amp;V)</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>언어</translation>
    </message>
    <message>
        <source>&amp;Administration</source>
        <translation>관리(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Lists</source>
        <translation>목록(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>도움말(&amp;H)</translation>
    </message>
    <message>
        <source>Documents</source>
        <translation>문서 목록</translation>
    </message>
    <message>
        <source>Selected span</source>
        <translation>선택한 항목</translation>
    </message>
    <message>
        <source>Entities</source>
        <translation>개체</translation>
    </message>
    <message>
        <source>Export warnings</source>
        <translation>내보내기 경고</translation>
    </message>
    <message>
        <source>Original</source>
        <translation>원문</translation>
    </message>
    <message>
        <source>Filter by name…</source>
        <translation>이름으로 거르기…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <source>All statuses</source>
        <translation>모든 상태</translation>
    </message>
    <message>
        <source>Thunder-DeID Desktop — judgment de-identification</source>
        <translation>Thunder-DeID 데스크톱 — 판결서 비실명처리</translation>
    </message>
    <message>
        <source>Open judgments</source>
        <translation>판결문 열기</translation>
    </message>
    <message>
        <source>Judgments (*.txt *.docx *.hwpx *.pdf *.hwp);;All files (*)</source>
        <translation>판결문 (*.txt *.docx *.hwpx *.pdf *.hwp);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>불러오는 중…</translation>
    </message>
    <message>
        <source>Cannot open {name}: {reason}</source>
        <translation>{name}을(를) 열 수 없습니다: {reason}</translation>
    </message>
    <message>
        <source>Analyzing…</source>
        <translation>분석 중…</translation>
    </message>
    <message>
        <source>Model: %1 · Data: %2</source>
        <translation>모델: %1 · 데이터: %2</translation>
    </message>
    <message>
        <source>Model: %1
Database: %2
Settings: %3</source>
        <translation>모델: %1
데이터베이스: %2
설정 파일: %3</translation>
    </message>
    <message numerus="yes">
        <source>Analysis finished: %n span(s) found.</source>
        <translation>
            <numerusform>분석 완료: 항목 %n개를 찾았습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>Analysis cancelled.</source>
        <translation>분석을 취소했습니다.</translation>
    </message>
    <message>
        <source>Analysis failed: {reason}</source>
        <translation>분석 실패: {reason}</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>취소하는 중…</translation>
    </message>
    <message>
        <source>Open a judgment with Ctrl+O.</source>
        <translation>Ctrl+O로 판결문을 여세요.</translation>
    </message>
    <message>
        <source>{name} — {status} — unreviewed {pending} / accepted {accepted} / rejected {rejected}</source>
        <translation>{name} — {status} — 미검토 {pending} / 수락 {accepted} / 제외 {rejected}</translation>
    </message>
    <message>
        <source>Not possible while the document is {status}.</source>
        <translation>문서가 &apos;{status}&apos; 상태일 때는 할 수 없습니다.</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>취소할 작업이 없습니다.</translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation>다시 실행할 작업이 없습니다.</translation>
    </message>
    <message>
        <source>Accept or reject this span first.</source>
        <translation>먼저 이 항목을 수락하거나 제외하세요.</translation>
    </message>
    <message>
        <source>Select two spans to link (click one, then another).</source>
        <translation>연결할 두 항목을 고르세요 (하나를 누른 뒤 다른 하나를 누르세요).</translation>
    </message>
    <message>
        <source>A span must cover more than blanks.</source>
        <translation>항목은 공백만으로 이루어질 수 없습니다.</translation>
    </message>
    <message>
        <source>The range overlaps another span.</source>
        <translation>범위가 다른 항목과 겹칩니다.</translation>
    </message>
    <message>
        <source>Some spans are not reviewed yet.</source>
        <translation>아직 검토하지 않은 항목이 있습니다.</translation>
    </message>
    <message>
        <source>The document is not analysed yet.</source>
        <translation>문서가 아직 분석되지 않았습니다.</translation>
    </message>
    <message>
        <source>(kept)</source>
        <translation>(유지)</translation>
    </message>
    <message>
        <source>Change label</source>
        <translation>레이블 변경</translation>
    </message>
    <message>
        <source>Select the text of the new span first.</source>
        <translation>먼저 새 항목이 될 텍스트를 선택하세요.</translation>
    </message>
    <message>
        <source>Label of the new span</source>
        <translation>새 항목의 레이블</translation>
    </message>
    <message>
        <source>Select a span, then the text it should cover.</source>
        <translation>항목을 고른 뒤 그 항목이 덮을 텍스트를 선택하세요.</translation>
    </message>
    <message>
        <source>No unreviewed span left.</source>
        <translation>남은 미검토 항목이 없습니다.</translation>
    </message>
    <message>
        <source>Linked into one entity.</source>
        <translation>하나의 개체로 연결했습니다.</translation>
    </message>
    <message>
        <source>No other identical occurrence to change.</source>
        <translation>바꿀 동일 항목이 더 없습니다.</translation>
    </message>
    <message numerus="yes">
        <source>Apply this decision to %n identical occurrence(s) of “{text}”?</source>
        <translation>
            <numerusform>“{text}”와(과) 동일한 %n곳에 이 결정을 적용할까요?</numerusform>
        </translation>
    </message>
    <message>
        <source>Apply to all identical occurrences</source>
        <translation>동일한 모든 항목에 적용</translation>
    </message>
    <message numerus="yes">
        <source>Applied to %n occurrence(s).</source>
        <translation>
            <numerusform>%n곳에 적용했습니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Accepted %n span(s).</source>
        <translation>
            <numerusform>항목 %n개를 수락했습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>Document marked reviewed.</source>
        <translation>검토 완료로 표시했습니다.</translation>
    </message>
    <message>
        <source>Document confirmed.</source>
        <translation>문서를 확정했습니다.</translation>
    </message>
    <message>
        <source>Export de-identified judgment</source>
        <translation>비실명처리 판결문 내보내기</translation>
    </message>
    <message numerus="yes">
        <source>%n span(s) are not reviewed yet. They will be de-identified as predicted. Export anyway?</source>
        <translation>
            <numerusform>검토하지 않은 항목이 %n개 있습니다. 예측대로 비실명처리됩니다. 그래도 내보낼까요?</numerusform>
        </translation>
    </message>
    <message>
        <source>Unreviewed spans</source>
        <translation>미검토 항목</translation>
    </message>
    <message>
        <source>Exporting…</source>
        <translation>내보내는 중…</translation>
    </message>
    <message>
        <source>An original string is still in the output</source>
        <translation>원래 문자열이 결과에 남아 있습니다</translation>
    </message>
    <message>
        <source>An ordinary word replaced elsewhere is in the output: was replacing it needed?</source>
        <translation>다른 곳에서 대체된 일반 단어가 결과에 있습니다: 그 대체가 필요했는지 확인하십시오</translation>
    </message>
    <message>
        <source>The detector still finds personal information</source>
        <translation>탐지기가 결과에서 개인정보를 찾았습니다</translation>
    </message>
    <message>
        <source>Overlapping spans: one was skipped</source>
        <translation>겹치는 항목: 하나를 건너뛰었습니다</translation>
    </message>
    <message>
        <source>Replaced although some mentions look like a judge or lawyer</source>
        <translation>일부 언급이 법관이나 변호사로 보이지만 대체했습니다</translation>
    </message>
    <message>
        <source> (position {pos})</source>
        <translation> (위치 {pos})</translation>
    </message>
    <message numerus="yes">
        <source>Exported to {name}; %n warning(s).</source>
        <translation>
            <numerusform>{name}(으)로 내보냈습니다. 경고 %n건.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export failed: {reason}</source>
        <translation>내보내기 실패: {reason}</translation>
    </message>
</context>
<context>
    <name>MentionTableModel</name>
    <message>
        <source>Mention</source>
        <translation>대체어</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>레이블</translation>
    </message>
    <message>
        <source>Added by</source>
        <translation>추가한 사람</translation>
    </message>
    <message>
        <source>Changed</source>
        <translation>변경 시각</translation>
    </message>
    <message>
        <source>shipped list</source>
        <translation>기본 제공 목록</translation>
    </message>
</context>
<context>
    <name>RemoteTargetsPanel</name>
    <message>
        <source>Where to train</source>
        <translation>학습 위치</translation>
    </message>
    <message>
        <source>Train on</source>
        <translation>학습할 곳</translation>
    </message>
    <message>
        <source>Edit targets…</source>
        <translation>대상 편집…</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>이름</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>종류</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>호스트</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Working folder</source>
        <translation>작업 폴더</translation>
    </message>
    <message>
        <source>This PC</source>
        <translation>이 PC</translation>
    </message>
    <message>
        <source>All SSH nodes together (%1 nodes)</source>
        <translation>모든 SSH 노드 함께 (%1대)</translation>
    </message>
</context>
<context>
    <name>SpanPanel</name>
    <message>
        <source>Text</source>
        <translation>텍스트</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>레이블</translation>
    </message>
    <message>
        <source>Tier 3</source>
        <translation>3단계</translation>
    </message>
    <message>
        <source>Tier 2</source>
        <translation>2단계</translation>
    </message>
    <message>
        <source>Tier 1</source>
        <translation>1단계</translation>
    </message>
    <message>
        <source>Confidence</source>
        <translation>신뢰도</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>출처</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>상태</translation>
    </message>
    <message>
        <source>Entity</source>
        <translation>개체</translation>
    </message>
    <message>
        <source>Accept (A)</source>
        <translation>수락 (A)</translation>
    </message>
    <message>
        <source>Reject (R)</source>
        <translation>제외 (R)</translation>
    </message>
    <message>
        <source>Change label (L):</source>
        <translation>레이블 변경 (L):</translation>
    </message>
    <message>
        <source>Apply label</source>
        <translation>레이블 적용</translation>
    </message>
    <message>
        <source>model</source>
        <translation>모델</translation>
    </message>
    <message>
        <source>rule</source>
        <translation>규칙</translation>
    </message>
    <message>
        <source>repeated mention</source>
        <translation>반복 언급</translation>
    </message>
    <message>
        <source>added by hand</source>
        <translation>직접 추가</translation>
    </message>
</context>
<context>
    <name>Status</name>
    <message>
        <source>New</source>
        <translation>새 문서</translation>
    </message>
    <message>
        <source>Analyzing</source>
        <translation>분석 중</translation>
    </message>
    <message>
        <source>In review</source>
        <translation>검토 중</translation>
    </message>
    <message>
        <source>Reviewed</source>
        <translation>검토 완료</translation>
    </message>
    <message>
        <source>Confirmed</source>
        <translation>확정</translation>
    </message>
    <message>
        <source>Exported</source>
        <translation>내보냄</translation>
    </message>
    <message>
        <source>Pending</source>
        <translation>미검토</translation>
    </message>
    <message>
        <source>Accepted</source>
        <translation>수락됨</translation>
    </message>
    <message>
        <source>Rejected</source>
        <translation>제외됨</translation>
    </message>
</context>
<context>
    <name>TargetsDialog</name>
    <message>
        <source>Training targets</source>
        <translation>학습 대상</translation>
    </message>
    <message>
        <source>SSH nodes and Slurm clusters, saved in %1. Give the path of each private key file, never the key; host keys must already be in known_hosts.</source>
        <translation>SSH 노드와 Slurm 클러스터 (%1에 저장). 개인 키는 키 내용이 아니라 키 파일의 경로를 적으십시오. 호스트 키는 known_hosts에 미리 등록되어 있어야 합니다.</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>저장하지 않음: %1</translation>
    </message>
</context>
<context>
    <name>ThresholdDialog</name>
    <message>
        <source>Accept all above a confidence</source>
        <translation>신뢰도 이상 모두 수락</translation>
    </message>
    <message>
        <source>Minimum confidence:</source>
        <translation>최소 신뢰도:</translation>
    </message>
    <message numerus="yes">
        <source>%n unreviewed span(s) will be accepted.</source>
        <translation>
            <numerusform>미검토 항목 %n개가 수락됩니다.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrainingScreen</name>
    <message>
        <source>Model training</source>
        <extracomment>the ``start`` progress event of the current run (steps, train_docs, labels …)</extracomment>
        <translation>모델 학습</translation>
    </message>
    <message>
        <source>New training run</source>
        <translation>새 학습</translation>
    </message>
    <message>
        <source>Base model</source>
        <translation>기반 모델</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>데이터</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>설정</translation>
    </message>
    <message>
        <source>Shipped data plus documents reviewed since</source>
        <translation>기본 학습 데이터와 다음 날짜 이후 검토된 문서</translation>
    </message>
    <message>
        <source>Start training</source>
        <translation>학습 시작</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <source>Model registry</source>
        <translation>모델 목록</translation>
    </message>
    <message>
        <source>Promote…</source>
        <translation>사용 모델로 지정…</translation>
    </message>
    <message>
        <source>Roll back to this model</source>
        <translation>이 모델로 되돌리기</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>새로 고침</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>모델</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>폴더</translation>
    </message>
    <message>
        <source>Binary F1</source>
        <translation>이진 F1</translation>
    </message>
    <message>
        <source>Entity leak</source>
        <translation>개체 누출률</translation>
    </message>
    <message>
        <source>Parent</source>
        <translation>기반 모델</translation>
    </message>
    <message>
        <source>Where trained</source>
        <translation>학습 위치</translation>
    </message>
    <message>
        <source>Registered</source>
        <translation>등록 일시</translation>
    </message>
    <message>
        <source>(train from scratch)</source>
        <translation>(처음부터 학습)</translation>
    </message>
    <message>
        <source>Promote anyway?</source>
        <translation>그래도 지정할까요?</translation>
    </message>
    <message>
        <source>This model is not as good as the promoted one:
%1

Reason for promoting it anyway:</source>
        <translation>이 모델은 현재 사용 모델보다 좋지 않습니다:
%1

그래도 지정하는 이유:</translation>
    </message>
    <message>
        <source>Not promoted</source>
        <translation>지정하지 않음</translation>
    </message>
    <message>
        <source>Not rolled back</source>
        <translation>되돌리지 않음</translation>
    </message>
    <message>
        <source>Preparing the data…</source>
        <translation>데이터 준비 중…</translation>
    </message>
    <message>
        <source>Data snapshot %1: %2 reviewed documents</source>
        <translation>데이터 스냅숏 %1: 검토된 문서 %2건</translation>
    </message>
    <message>
        <source>Training…</source>
        <translation>학습 중…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>취소하는 중…</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>취소되었습니다.</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>실패: %1</translation>
    </message>
    <message>
        <source>Step %1, loss %2</source>
        <translation>단계 %1, 손실 %2</translation>
    </message>
    <message>
        <source>Masked-LM stage: step %1, loss %2</source>
        <translation>마스크 언어 모델(Masked-LM) 사전 학습: 단계 %1, 손실 %2</translation>
    </message>
    <message>
        <source>Masked-LM stage done: %1 steps, loss %2</source>
        <translation>마스크 언어 모델(Masked-LM) 사전 학습 완료: %1단계, 손실 %2</translation>
    </message>
    <message>
        <source>Epoch %1 done, mean loss %2</source>
        <translation>에포크 %1 완료, 평균 손실 %2</translation>
    </message>
    <message>
        <source>Evaluating on the fixed validation set…</source>
        <translation>고정 검증 세트로 평가 중…</translation>
    </message>
    <message>
        <source>Validation: binary F1 %1, entity leak %2</source>
        <translation>검증: 이진 F1 %1, 개체 누출률 %2</translation>
    </message>
    <message>
        <source>Trained, but not registered: %1</source>
        <translation>학습은 끝났으나 등록하지 못함: %1</translation>
    </message>
    <message>
        <source>Finished: model %1 registered (binary F1 %2, entity leak %3).</source>
        <translation>완료: 모델 %1 등록됨 (이진 F1 %2, 개체 누출률 %3).</translation>
    </message>
</context>
</TS>
