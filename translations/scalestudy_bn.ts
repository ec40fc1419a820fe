<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="bn_BD" sourcelanguage="en">
<context>
    <name>AikenReader</name>
    <message>
        <source>no &quot;ANSWER:&quot; line after its options</source>
        <translation>বিকল্পগুলোর পরে কোনো &quot;ANSWER:&quot; লাইন নেই</translation>
    </message>
    <message>
        <source>the answer &quot;%1&quot; names none of its options (%2)</source>
        <translation>উত্তরের &quot;%1&quot; অক্ষরে কোনো বিকল্প নেই (বিকল্প: %2)</translation>
    </message>
    <message>
        <source>no questions in the Aiken format: a question&apos;s text, its options (&quot;A) …&quot;) and &quot;ANSWER: A&quot;</source>
        <translation>Aiken ফরম্যাটে কোনো প্রশ্ন নেই: প্রশ্নের লেখা, তার বিকল্পগুলো (&quot;A) …&quot;) আর &quot;ANSWER: A&quot; থাকতে হয়</translation>
    </message>
</context>
<context>
    <name>AsyncDispatchControls</name>
    <message>
        <source>Training loop</source>
        <translation>ট্রেনিং লুপ</translation>
    </message>
    <message>
        <source>Host time a step (h)</source>
        <translation>প্রতি স্টেপে হোস্টের সময় (h)</translation>
    </message>
    <message>
        <source>GPU time a step (g)</source>
        <translation>প্রতি স্টেপে GPU-র সময় (g)</translation>
    </message>
    <message>
        <source>Steps (n)</source>
        <translation>স্টেপ (n)</translation>
    </message>
    <message>
        <source>Synchronization</source>
        <translation>সিঙ্ক্রোনাইজেশন</translation>
    </message>
    <message>
        <source>Synchronize every k steps (k)</source>
        <translation>প্রতি k স্টেপে সিঙ্ক্রোনাইজ (k)</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>The Python time to dispatch one step: the host lane&apos;s blocks.</source>
        <translation>একটি স্টেপ ডিসপ্যাচ করতে Python-এর সময়: হোস্ট লেনের ব্লকগুলো।</translation>
    </message>
    <message>
        <source>The GPU&apos;s time to run one step: the GPU lane&apos;s blocks.</source>
        <translation>একটি স্টেপ চালাতে GPU-র সময়: GPU লেনের ব্লকগুলো।</translation>
    </message>
    <message>
        <source>Every step (float(loss))</source>
        <translation>প্রতি স্টেপে (float(loss))</translation>
    </message>
    <message>
        <source>Every k steps (print of the loss)</source>
        <translation>প্রতি k স্টেপে (লস প্রিন্ট)</translation>
    </message>
    <message>
        <source>Only at the end (block_until_ready())</source>
        <translation>শুধু শেষে (block_until_ready())</translation>
    </message>
    <message>
        <source>When the loop asks for a value, the host waits until the GPU has finished that step.</source>
        <translation>লুপ কোনো মান চাইলে হোস্ট অপেক্ষা করে যতক্ষণ না GPU সেই স্টেপ শেষ করে।</translation>
    </message>
</context>
<context>
    <name>AsyncDispatchPage</name>
    <message>
        <source>Asynchronous dispatch</source>
        <translation>অ্যাসিঙ্ক্রোনাস ডিসপ্যাচ</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>হিসাব</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>ব্যাখ্যা</translation>
    </message>
    <message>
        <source>Back to the question&apos;s set-up</source>
        <translation>প্রশ্নের সেটিংসে ফিরে যান</translation>
    </message>
    <message>
        <source>Set every control as the question set it</source>
        <translation>প্রতিটি সেটিং প্রশ্নে যেমন ছিল তেমন করে দিন</translation>
    </message>
    <message>
        <source>The host lane and the GPU lane on one time axis</source>
        <translation>একই সময়-অক্ষে হোস্ট লেন ও GPU লেন</translation>
    </message>
    <message>
        <source>Steps on the host lane and the GPU lane</source>
        <translation>হোস্ট লেন ও GPU লেনে স্টেপগুলো</translation>
    </message>
    <message>
        <source>Asynchronous dispatch: %1</source>
        <translation>অ্যাসিঙ্ক্রোনাস ডিসপ্যাচ: %1</translation>
    </message>
    <message>
        <source>Pinned: %1</source>
        <translation>পিন করা: %1</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>every step</source>
        <translation>প্রতি স্টেপে</translation>
    </message>
    <message>
        <source>every %1 steps</source>
        <translation>প্রতি %1 স্টেপে</translation>
    </message>
    <message>
        <source>only at the end</source>
        <translation>শুধু শেষে</translation>
    </message>
    <message>
        <source>h = %1, g = %2, %3 steps, synchronization %4</source>
        <translation>h = %1, g = %2, %3টি স্টেপ, সিঙ্ক্রোনাইজেশন %4</translation>
    </message>
    <message>
        <source>Total time: %1</source>
        <translation>মোট সময়: %1</translation>
    </message>
    <message>
        <source>GPU busy: %1 (%2), idle %3</source>
        <translation>GPU ব্যস্ত: %1 (%2), নিষ্ক্রিয় %3</translation>
    </message>
    <message>
        <source>Host dispatching: %1 (%2)</source>
        <translation>হোস্টের ডিসপ্যাচ: %1 (%2)</translation>
    </message>
    <message>
        <source>Host waiting for the GPU: %1</source>
        <translation>GPU-র জন্য হোস্টের অপেক্ষা: %1</translation>
    </message>
    <message>
        <source>Synchronizations: %1</source>
        <translation>সিঙ্ক্রোনাইজেশন: %1 বার</translation>
    </message>
    <message>
        <source>A timer around one step reads %1 without %2 and %3 with it.</source>
        <translation>একটি স্টেপ ঘিরে রাখা টাইমার %2 ছাড়া দেখায় %1, আর তা সহ %3।</translation>
    </message>
    <message>
        <source>A timer around the whole loop reads %1 without %2 and %3 with it.</source>
        <translation>পুরো লুপ ঘিরে রাখা টাইমার %2 ছাড়া দেখায় %1, আর তা সহ %3।</translation>
    </message>
    <message>
        <source>Total time: %1 (now %2)</source>
        <translation>মোট সময়: %1 (এখন %2)</translation>
    </message>
    <message>
        <source>GPU busy: %1 (now %2)</source>
        <translation>GPU ব্যস্ত: %1 (এখন %2)</translation>
    </message>
    <message>
        <source>Host waiting: %1 (now %2)</source>
        <translation>হোস্টের অপেক্ষা: %1 (এখন %2)</translation>
    </message>
    <message>
        <source>Synchronizations: %1 (now %2)</source>
        <translation>সিঙ্ক্রোনাইজেশন: %1 বার (এখন %2 বার)</translation>
    </message>
    <message>
        <source>The GPU is the bottleneck (h &lt; g): the host runs ahead while nothing asks for a value. Each synchronization leaves a gap in the GPU lane while the host dispatches the next step; synchronize less often to close the gaps.</source>
        <translation>এখানে GPU-ই বটলনেক (h &lt; g): কোনো মান চাওয়া না হলে হোস্ট এগিয়ে চলে। প্রতিটি সিঙ্ক্রোনাইজেশনের পর হোস্ট যখন পরের স্টেপ ডিসপ্যাচ করে, তখন GPU লেনে একটি ফাঁক থাকে; ফাঁকগুলো বন্ধ করতে কম ঘন ঘন সিঙ্ক্রোনাইজ করুন।</translation>
    </message>
    <message>
        <source>Host and GPU take as long a step (h = g): without synchronization the two lanes keep pace; each synchronization still leaves a gap in the GPU lane.</source>
        <translation>হোস্ট আর GPU প্রতি স্টেপে সমান সময় নেয় (h = g): সিঙ্ক্রোনাইজেশন না থাকলে দুই লেন সমান তালে চলে; তবু প্রতিটি সিঙ্ক্রোনাইজেশন GPU লেনে একটি ফাঁক রেখে যায়।</translation>
    </message>
    <message>
        <source>The host is the bottleneck (h &gt; g): the GPU waits for each dispatch whether the loop synchronizes or not, so synchronizing less hardly helps. What helps is less Python a step: put more of the work in one bigger jitted function.</source>
        <translation>এখানে হোস্টই বটলনেক (h &gt; g): লুপ সিঙ্ক্রোনাইজ করুক বা না করুক, GPU প্রতিটি ডিসপ্যাচের জন্য অপেক্ষা করে, তাই কম সিঙ্ক্রোনাইজ করলে প্রায় লাভ হয় না। লাভ হয় প্রতি স্টেপে কম Python-এ: কাজের বেশি অংশ একটি বড় jit করা ফাংশনে রাখুন।</translation>
    </message>
    <message>
        <source>Two lanes</source>
        <translation>দুটি লেন</translation>
    </message>
    <message>
        <source>A call of a jitted function returns as soon as the host (Python) has dispatched it: the result is an array the GPU has not computed yet. The host lane shows each dispatch (h a step) and each wait; the GPU lane shows each step&apos;s run (g). The GPU starts a step once it is free and the host has dispatched it, so it runs behind the host.</source>
        <translation>&lt;code&gt;jax.jit&lt;/code&gt; করা ফাংশনের কল হোস্ট (Python) সেটি ডিসপ্যাচ করামাত্র ফিরে আসে: ফলাফল এমন একটি অ্যারে যা GPU এখনও হিসাব করেনি। হোস্ট লেন দেখায় প্রতিটি ডিসপ্যাচ (প্রতি স্টেপে h) আর প্রতিটি অপেক্ষা; GPU লেন দেখায় প্রতিটি স্টেপের রান (g)। GPU মুক্ত হলে এবং হোস্ট স্টেপটি ডিসপ্যাচ করে ফেললে তবেই GPU সেটি শুরু করে, তাই GPU হোস্টের পিছনে চলে।</translation>
    </message>
    <message>
        <source>Synchronization</source>
        <translation>সিঙ্ক্রোনাইজেশন</translation>
    </message>
    <message>
        <source>Asking for a value (&lt;code&gt;float(loss)&lt;/code&gt;, &lt;code&gt;print&lt;/code&gt; of a value, &lt;code&gt;block_until_ready()&lt;/code&gt;) makes the host wait until the GPU has finished that step. Meanwhile nothing new is dispatched, so after the wait the GPU lane has a gap of h while the host dispatches the next step.</source>
        <translation>কোনো মান চাইলে (&lt;code&gt;float(loss)&lt;/code&gt;, কোনো মানের &lt;code&gt;print&lt;/code&gt;, &lt;code&gt;block_until_ready()&lt;/code&gt;) হোস্ট অপেক্ষা করে যতক্ষণ না GPU সেই স্টেপ শেষ করে। এর মধ্যে নতুন কিছু ডিসপ্যাচ হয় না, তাই অপেক্ষার পর হোস্ট যখন পরের স্টেপ ডিসপ্যাচ করে, GPU লেনে h দৈর্ঘ্যের একটি ফাঁক থাকে।</translation>
    </message>
    <message>
        <source>What a timer reads</source>
        <translation>টাইমার কী দেখায়</translation>
    </message>
    <message>
        <source>Without &lt;code&gt;block_until_ready()&lt;/code&gt; a timer stops when the host is done: around one step it reads only the dispatch, h. With it, the timer waits for the GPU: h + g. Benchmark with &lt;code&gt;block_until_ready()&lt;/code&gt;.</source>
        <translation>&lt;code&gt;block_until_ready()&lt;/code&gt; ছাড়া টাইমার থামে হোস্টের কাজ শেষ হলেই: একটি স্টেপের চারপাশে তা দেখায় শুধু ডিসপ্যাচ, h। এটি দিলে টাইমার GPU-র জন্য অপেক্ষা করে: h + g। বেঞ্চমার্ক করুন &lt;code&gt;block_until_ready()&lt;/code&gt; দিয়ে।</translation>
    </message>
    <message>
        <source>When the host is the bottleneck</source>
        <translation>যখন হোস্টই বটলনেক</translation>
    </message>
    <message>
        <source>With h &gt; g the GPU finishes each step before the next is dispatched: it waits either way, and fewer synchronizations change little. Less Python a step helps: fuse several steps or more of the work into one bigger jitted function, so one dispatch gives the GPU more to do.</source>
        <translation>h &gt; g হলে পরের স্টেপ ডিসপ্যাচ হওয়ার আগেই GPU প্রতিটি স্টেপ শেষ করে ফেলে: সে যেভাবেই হোক অপেক্ষা করে, আর কম সিঙ্ক্রোনাইজেশনে সামান্যই বদলায়। লাভ হয় প্রতি স্টেপে কম Python-এ: কয়েকটি স্টেপ বা কাজের বেশি অংশ একটি বড় &lt;code&gt;jax.jit&lt;/code&gt; করা ফাংশনে জুড়ে দিন, যাতে একটি ডিসপ্যাচ GPU-কে বেশি কাজ দেয়।</translation>
    </message>
    <message>
        <source>%1.</source>
        <comment>the setting&apos;s name as a sentence</comment>
        <translation>%1।</translation>
    </message>
</context>
<context>
    <name>AsyncDispatchStepsModel</name>
    <message>
        <source>Step</source>
        <translation>স্টেপ</translation>
    </message>
    <message>
        <source>Dispatch start (ms)</source>
        <translation>ডিসপ্যাচ শুরু (ms)</translation>
    </message>
    <message>
        <source>Dispatch end (ms)</source>
        <translation>ডিসপ্যাচ শেষ (ms)</translation>
    </message>
    <message>
        <source>Host free (ms)</source>
        <translation>হোস্ট মুক্ত (ms)</translation>
    </message>
    <message>
        <source>GPU start (ms)</source>
        <translation>GPU শুরু (ms)</translation>
    </message>
    <message>
        <source>GPU end (ms)</source>
        <translation>GPU শেষ (ms)</translation>
    </message>
    <message>
        <source>Host wait (ms)</source>
        <translation>হোস্টের অপেক্ষা (ms)</translation>
    </message>
</context>
<context>
    <name>AsyncDispatchTimeline</name>
    <message>
        <source>Host dispatching</source>
        <translation>হোস্টের ডিসপ্যাচ</translation>
    </message>
    <message>
        <source>Host waiting for the GPU</source>
        <translation>GPU-র জন্য হোস্টের অপেক্ষা</translation>
    </message>
    <message>
        <source>GPU running a step</source>
        <translation>GPU-তে স্টেপ চলছে</translation>
    </message>
    <message>
        <source>GPU idle (gap)</source>
        <translation>GPU নিষ্ক্রিয় (ফাঁক)</translation>
    </message>
    <message>
        <source>Host lane (Python)</source>
        <translation>হোস্ট লেন (Python)</translation>
    </message>
    <message>
        <source>GPU lane</source>
        <translation>GPU লেন</translation>
    </message>
    <message>
        <source>%1 (faint strips, total %2)</source>
        <translation>%1 (হালকা ফালি, মোট %2)</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>সময় (s)</translation>
    </message>
    <message>
        <source>Time (ms)</source>
        <translation>সময় (ms)</translation>
    </message>
    <message>
        <source>Step %1: the host dispatches it from %2 to %3.</source>
        <translation>স্টেপ %1: হোস্ট এটি ডিসপ্যাচ করে %2 থেকে %3 পর্যন্ত।</translation>
    </message>
    <message>
        <source>Step %1: the host waits for the GPU from %2 to %3.</source>
        <translation>স্টেপ %1: হোস্ট GPU-র জন্য অপেক্ষা করে %2 থেকে %3 পর্যন্ত।</translation>
    </message>
    <message>
        <source>Step %1: the GPU runs it from %2 to %3.</source>
        <translation>স্টেপ %1: GPU এটি চালায় %2 থেকে %3 পর্যন্ত।</translation>
    </message>
    <message>
        <source>A gap: the GPU waits for step %1 to be dispatched.</source>
        <translation>একটি ফাঁক: GPU স্টেপ %1 ডিসপ্যাচ হওয়ার জন্য অপেক্ষা করছে।</translation>
    </message>
    <message>
        <source>Host lane: dispatching %1, waiting for the GPU %2. GPU lane: running %3, idle in gaps %4. Total %5.</source>
        <translation>হোস্ট লেন: ডিসপ্যাচ %1, GPU-র জন্য অপেক্ষা %2। GPU লেন: চলছে %3, ফাঁকে নিষ্ক্রিয় %4। মোট %5।</translation>
    </message>
    <message>
        <source>%1: total %2.</source>
        <translation>%1: মোট %2।</translation>
    </message>
</context>
<context>
    <name>AttemptTableModel</name>
    <message>
        <source>After each answer</source>
        <translation>প্রতিটি উত্তরের সঙ্গে সঙ্গে</translation>
    </message>
    <message>
        <source>At the end</source>
        <translation>কুইজের শেষে</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>শেষ হয়েছে</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>মাঝপথে ছেড়ে দেওয়া</translation>
    </message>
    <message>
        <source>Whole quiz</source>
        <translation>পুরো কুইজ</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>শুরু</translation>
    </message>
    <message>
        <source>Feedback</source>
        <translation>ফিডব্যাক</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>স্কোর</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>সময়কাল</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>অবস্থা</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>প্রশ্ন</translation>
    </message>
    <message>
        <source>Some questions: a retry or practice</source>
        <translation>কিছু প্রশ্ন: আবার চেষ্টা বা অনুশীলন</translation>
    </message>
</context>
<context>
    <name>AttentionControls</name>
    <message>
        <source>%1 %2 GB</source>
        <translation>%1 %2 GB</translation>
    </message>
    <message>
        <source>Custom GPU of %1 GB</source>
        <translation>%1 GB-এর কাস্টম GPU</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>সেটিংস</translation>
    </message>
    <message>
        <source>Batch size B</source>
        <translation>ব্যাচ সাইজ B</translation>
    </message>
    <message>
        <source>Heads N</source>
        <translation>হেডের সংখ্যা N</translation>
    </message>
    <message>
        <source>Head dimension d</source>
        <translation>হেড ডাইমেনশন d</translation>
    </message>
    <message>
        <source>Sequence length T = S</source>
        <translation>সিকোয়েন্সের দৈর্ঘ্য T = S</translation>
    </message>
    <message>
        <source>Data type</source>
        <translation>ডেটাটাইপ</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>পাস</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Custom GPU memory</source>
        <translation>কাস্টম GPU মেমরি</translation>
    </message>
    <message>
        <source>Fixed y range</source>
        <translation>মেমরি অক্ষ স্থির রাখুন</translation>
    </message>
    <message>
        <source>Fixed memory range</source>
        <translation>স্থির মেমরি রেঞ্জ</translation>
    </message>
    <message>
        <source>Keep the memory axis wide enough for every data type and pass, so it does not jump when they change.</source>
        <translation>মেমরি অক্ষটি প্রতিটি ডেটাটাইপ ও পাসের জন্য যথেষ্ট চওড়া রাখুন, যাতে এগুলো বদলালে অক্ষ লাফিয়ে না সরে।</translation>
    </message>
    <message>
        <source>Causal mask (is_causal=True)</source>
        <translation>কজাল মাস্ক (is_causal=True)</translation>
    </message>
    <message>
        <source>Each query sees only the keys before it. Changes compute, not memory.</source>
        <translation>কজাল মানে পরের টোকেন না দেখে: প্রতিটি কোয়েরি কেবল তার আগের কী-গুলো দেখে। এতে হিসাব বদলায়, মেমরি নয়।</translation>
    </message>
    <message>
        <source>The arrows double or halve the length; any length from %1 to %2 can be typed.</source>
        <translation>তীর-চিহ্ন দৈর্ঘ্য দ্বিগুণ বা অর্ধেক করে; %1 থেকে %2 পর্যন্ত যেকোনো দৈর্ঘ্য লিখে দেওয়া যায়।</translation>
    </message>
    <message>
        <source>cuDNN attention supports head dimensions up to %1.</source>
        <translation>cuDNN অ্যাটেনশন %1 পর্যন্ত হেড ডাইমেনশন সমর্থন করে।</translation>
    </message>
    <message>
        <source>Data type of the query, key and value arrays.</source>
        <translation>কোয়েরি, কী ও ভ্যালু অ্যারের ডেটাটাইপ।</translation>
    </message>
    <message>
        <source>Inference (forward pass)</source>
        <translation>ইনফারেন্স (ফরওয়ার্ড পাস)</translation>
    </message>
    <message>
        <source>Training (forward + backward)</source>
        <translation>ট্রেনিং (ফরওয়ার্ড + ব্যাকওয়ার্ড)</translation>
    </message>
    <message>
        <source>Training keeps the softmax probabilities for the backward pass.</source>
        <translation>ট্রেনিংয়ে ব্যাকওয়ার্ড পাসের জন্য সফটম্যাক্স প্রোবাবিলিটিও রেখে দেওয়া হয়।</translation>
    </message>
    <message>
        <source>%1 (compute capability %2)</source>
        <translation>%1 (কম্পিউট ক্যাপাবিলিটি %2)</translation>
    </message>
    <message>
        <source>Custom size (compute capability %1+)</source>
        <translation>কাস্টম সাইজ (কম্পিউট ক্যাপাবিলিটি %1+)</translation>
    </message>
    <message>
        <source>Memory sizes as NVIDIA states them, read as GiB.</source>
        <translation>NVIDIA যে মেমরি সাইজ জানায়, সেটিকে GiB হিসেবে পড়া হয়।</translation>
    </message>
    <message>
        <source> GB</source>
        <translation> GB</translation>
    </message>
    <message>
        <source>Memory as a data sheet states it, in GB; the page reads it as GiB like the other GPUs.</source>
        <translation>ডেটাশিটে যেমন লেখা থাকে, সেভাবে GB-তে মেমরি; অন্য GPU-গুলোর মতো পেজটি একেও GiB হিসেবে পড়ে।</translation>
    </message>
</context>
<context>
    <name>AttentionPage</name>
    <message>
        <source>Attention memory</source>
        <translation>অ্যাটেনশন মেমরি</translation>
    </message>
    <message>
        <source>Figures for one layer</source>
        <translation>একটি লেয়ারের হিসাব</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>হিসাব</translation>
    </message>
    <message>
        <source>Fused cuDNN kernel</source>
        <translation>ফিউজড cuDNN কার্নেল</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>ব্যাখ্যা</translation>
    </message>
    <message>
        <source>Memory chart</source>
        <translation>মেমরির চার্ট</translation>
    </message>
    <message>
        <source>Memory of one attention layer</source>
        <translation>একটি অ্যাটেনশন লেয়ারের মেমরি</translation>
    </message>
    <message>
        <source>Sequence length T = S (tokens, log scale)</source>
        <translation>সিকোয়েন্সের দৈর্ঘ্য T = S (টোকেন, লগ স্কেল)</translation>
    </message>
    <message>
        <source>Memory (log scale)</source>
        <translation>মেমরি (লগ স্কেল)</translation>
    </message>
    <message>
        <source>Why naive attention grows with the square of the sequence</source>
        <translation>নেইভ অ্যাটেনশন কেন সিকোয়েন্সের দৈর্ঘ্যের বর্গ হারে বাড়ে</translation>
    </message>
    <message>
        <source>Naive attention scores every query against every key: QKᵀ has shape (B, N, T, S), one number for each query, key and head. With T = S, doubling the sequence multiplies it by four. In training the softmax probabilities, of the same shape, are kept for the backward pass as well, so the page counts the matrix twice. This is the textbook lower bound: the exact buffers XLA allocates vary, and JAX&apos;s XLA path even computes the scores in float32.</source>
        <translation>নেইভ অ্যাটেনশন প্রতিটি কোয়েরিকে প্রতিটি কী-এর সঙ্গে মিলিয়ে স্কোর করে: QKᵀ-এর শেপ (B, N, T, S), প্রতিটি কোয়েরি, কী ও হেডের জন্য একটি করে সংখ্যা। T = S হলে সিকোয়েন্সের দৈর্ঘ্য দ্বিগুণ করলে এটি চার গুণ হয়। ট্রেনিংয়ে একই শেপের সফটম্যাক্স প্রোবাবিলিটিও ব্যাকওয়ার্ড পাসের জন্য রেখে দেওয়া হয়, তাই পেজটি ম্যাট্রিক্সটি দুবার গোনে। এটি পাঠ্যবইয়ের নিম্নসীমা: XLA ঠিক কোন বাফার বরাদ্দ করে তা বদলায়, আর JAX-এর XLA পথ স্কোরগুলো float32-এই হিসাব করে।</translation>
    </message>
    <message>
        <source>What a fused kernel keeps instead</source>
        <translation>ফিউজড কার্নেল তার বদলে কী রাখে</translation>
    </message>
    <message>
        <source>A fused kernel (cuDNN, FlashAttention) works through the scores tile by tile in on-chip memory and never writes the T × S matrix out. It keeps the output, of shape (B, T, N, d), and for each query and head one float32 softmax statistic (the log-sum-exp): memory that grows linearly with T. The backward pass recomputes the scores from them.</source>
        <translation>ফিউজড কার্নেল (cuDNN, FlashAttention) স্কোরগুলো অন-চিপ মেমরিতে টাইল ধরে ধরে হিসাব করে, T × S ম্যাট্রিক্স কখনো বাইরে লেখে না। এটি রাখে শুধু (B, T, N, d) শেপের আউটপুট, আর প্রতিটি কোয়েরি ও হেডের জন্য একটি float32 সফটম্যাক্স পরিসংখ্যান (log-sum-exp): এই মেমরি T-এর সঙ্গে রৈখিকভাবে বাড়ে। ব্যাকওয়ার্ড পাস এগুলো থেকে স্কোর আবার হিসাব করে নেয়।</translation>
    </message>
    <message>
        <source>What causal masking changes, and what it does not</source>
        <translation>কজাল মাস্ক কী বদলায়, আর কী বদলায় না</translation>
    </message>
    <message>
        <source>With a causal mask each query sees only the keys before it. Naive attention still builds the full T × S matrix and then masks it (XLA does not shrink it), so its memory does not change. The cuDNN kernel skips blocks that are entirely masked: that saves about half of the compute, but its memory was already linear and stays the same.</source>
        <translation>কজাল মাস্কে প্রতিটি কোয়েরি কেবল তার আগের কী-গুলো দেখে। নেইভ অ্যাটেনশন তবুও পুরো T × S ম্যাট্রিক্স তৈরি করে তারপর মাস্ক করে (XLA একে ছোট করে না), তাই এর মেমরি বদলায় না। cuDNN কার্নেল পুরোপুরি মাস্ক করা ব্লকগুলো বাদ দেয়: এতে প্রায় অর্ধেক হিসাব বাঁচে, কিন্তু এর মেমরি আগেই রৈখিক ছিল, তা একই থাকে।</translation>
    </message>
    <message>
        <source>When the fused kernel can run</source>
        <translation>ফিউজড কার্নেল কখন চলতে পারে</translation>
    </message>
    <message>
        <source>&lt;code&gt;jax.nn.dot_product_attention(implementation=&quot;cudnn&quot;)&lt;/code&gt; needs float16 or bfloat16 inputs and a GPU of compute capability %1 or higher (Ampere: A100; Hopper: H100, H200). With float32 inputs, or on an older GPU such as V100 (%2) or T4 (%3), JAX raises an error instead of running it.</source>
        <translation>&lt;code&gt;jax.nn.dot_product_attention(implementation=&quot;cudnn&quot;)&lt;/code&gt;-এর জন্য দরকার float16 বা bfloat16 ইনপুট এবং কম্পিউট ক্যাপাবিলিটি %1 বা তার বেশি এমন GPU (Ampere: A100; Hopper: H100, H200)। float32 ইনপুট হলে, অথবা V100 (%2) বা T4 (%3)-এর মতো পুরোনো GPU-তে, JAX এটি না চালিয়ে এরর দেয়।</translation>
    </message>
    <message>
        <source>How the page counts GPU memory</source>
        <translation>পেজটি GPU মেমরি কীভাবে গোনে</translation>
    </message>
    <message>
        <source>At T = S = %1:</source>
        <translation>T = S = %1 হলে:</translation>
    </message>
    <message>
        <source>Naive needs %1 times the memory of the fused kernel.</source>
        <translation>নেইভের দরকার ফিউজড কার্নেলের %1 গুণ মেমরি।</translation>
    </message>
    <message>
        <source>Fused cuDNN kernel: not available here (see below).</source>
        <translation>ফিউজড cuDNN কার্নেল: এখানে চলবে না (নিচে দেখুন)।</translation>
    </message>
    <message>
        <source>%1 = %2 (read as GiB).</source>
        <translation>%1 = %2 (GiB হিসেবে পড়া)।</translation>
    </message>
    <message>
        <source>%1 = %2 (NVIDIA&apos;s “GB” read as GiB).</source>
        <translation>%1 = %2 (NVIDIA-র “GB”-কে GiB হিসেবে পড়া)।</translation>
    </message>
    <message>
        <source>Naive attention does not fit even at T = 1.</source>
        <translation>নেইভ অ্যাটেনশন T = ১-এও মেমরিতে ধরে না।</translation>
    </message>
    <message>
        <source>Naive fits over the whole range (up to T = %1).</source>
        <translation>নেইভ পুরো রেঞ্জেই মেমরিতে ধরে (T = %1 পর্যন্ত)।</translation>
    </message>
    <message>
        <source>The fused kernel does not fit even at T = 1.</source>
        <translation>ফিউজড কার্নেল T = ১-এও মেমরিতে ধরে না।</translation>
    </message>
    <message>
        <source>Fused fits over the whole range (up to T = %1).</source>
        <translation>ফিউজড পুরো রেঞ্জেই মেমরিতে ধরে (T = %1 পর্যন্ত)।</translation>
    </message>
    <message>
        <source>Causal mask: naive memory is unchanged, because XLA builds the full T × S matrix and masks it. cuDNN skips the masked blocks: about half the compute, the same memory.</source>
        <translation>কজাল মাস্ক (পরের টোকেন না দেখে): নেইভের মেমরি বদলায় না, কারণ XLA পুরো T × S ম্যাট্রিক্স তৈরি করে মাস্ক করে। cuDNN মাস্ক করা ব্লকগুলো বাদ দেয়: হিসাব প্রায় অর্ধেক, মেমরি একই।</translation>
    </message>
    <message>
        <source>The fused cuDNN kernel can run: %1 inputs on compute capability %2 (it needs float16 or bfloat16 and %3 or higher).</source>
        <translation>ফিউজড cuDNN কার্নেল চলতে পারে: কম্পিউট ক্যাপাবিলিটি %2-এ %1 ইনপুট (দরকার float16 বা bfloat16 এবং %3 বা তার বেশি)।</translation>
    </message>
    <message>
        <source>The fused cuDNN kernel is not available:</source>
        <translation>ফিউজড cuDNN কার্নেল এখানে চলবে না:</translation>
    </message>
    <message>
        <source>%1 inputs: implementation=&quot;cudnn&quot; needs float16 or bfloat16.</source>
        <translation>%1 ইনপুট: implementation=&quot;cudnn&quot;-এর জন্য float16 বা bfloat16 দরকার।</translation>
    </message>
    <message>
        <source>%1 has compute capability %2; cuDNN attention needs %3 or higher (Ampere or newer).</source>
        <translation>%1-এর কম্পিউট ক্যাপাবিলিটি %2; cuDNN অ্যাটেনশনের দরকার %3 বা তার বেশি (Ampere বা আরও নতুন)।</translation>
    </message>
    <message>
        <source>The chart draws no fused line.</source>
        <translation>চার্টে ফিউজডের কোনো লাইন আঁকা হয় না।</translation>
    </message>
    <message>
        <source>The compute capability of a custom GPU is assumed to be %1 or higher.</source>
        <translation>কাস্টম GPU-র কম্পিউট ক্যাপাবিলিটি %1 বা তার বেশি ধরে নেওয়া হয়।</translation>
    </message>
    <message>
        <source>Naive attention (scores + probabilities)</source>
        <translation>নেইভ অ্যাটেনশন (স্কোর + প্রোবাবিলিটি)</translation>
    </message>
    <message>
        <source>Naive attention (score matrix)</source>
        <translation>নেইভ অ্যাটেনশন (স্কোর ম্যাট্রিক্স)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Chart of memory against sequence length, both on log scales.</source>
        <translation>সিকোয়েন্সের দৈর্ঘ্যের সাপেক্ষে মেমরির চার্ট, দুই অক্ষই লগ স্কেলে।</translation>
    </message>
    <message>
        <source>Naive attention: %1 at T = %2, %3 at T = %4.</source>
        <translation>নেইভ অ্যাটেনশন: T = %2-এ %1, T = %4-এ %3।</translation>
    </message>
    <message>
        <source>Fused cuDNN kernel: %1 at T = %2, %3 at T = %4.</source>
        <translation>ফিউজড cuDNN কার্নেল: T = %2-এ %1, T = %4-এ %3।</translation>
    </message>
    <message>
        <source>No fused line: the cuDNN kernel is not available.</source>
        <translation>ফিউজডের লাইন নেই: cuDNN কার্নেল এখানে চলবে না।</translation>
    </message>
    <message>
        <source>no fused line: not available</source>
        <translation>ফিউজডের লাইন নেই: এখানে চলবে না</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>লেজেন্ড</translation>
    </message>
    <message>
        <source>Current T = S</source>
        <translation>বর্তমান T = S</translation>
    </message>
    <message>
        <source>Where naive runs out</source>
        <translation>যেখানে নেইভের মেমরি শেষ</translation>
    </message>
    <message>
        <source>Where fused runs out</source>
        <translation>যেখানে ফিউজডের মেমরি শেষ</translation>
    </message>
    <message>
        <source>NVIDIA states memory as “40 GB”, “80 GB” or “141 GB”. The page reads these as GiB (%1 bytes each), because that is what the cards hold: nvidia-smi reports %2 MiB for an A100 40 GB, %3 MiB for an A100 80 GB and %4 MiB (%5) for an H200, more than %6 bytes (%7). The limits use the whole memory; in a real program the weights, activations and the CUDA context take part of it, and JAX preallocates %8 of it by default, so attention runs out sooner.</source>
        <translation>NVIDIA মেমরি লেখে “৪০ GB”, “৮০ GB” বা “১৪১ GB”। পেজটি এগুলোকে GiB (প্রতিটি %1 বাইট) হিসেবে পড়ে, কারণ কার্ডে আসলে ততটাই থাকে: nvidia-smi দেখায় A100 ৪০ GB-তে %2 MiB, A100 ৮০ GB-তে %3 MiB আর H200-তে %4 MiB (%5), যা %6 বাইটের (%7) চেয়ে বেশি। সীমাগুলো পুরো মেমরি ধরে হিসাব করা; বাস্তব প্রোগ্রামে ওয়েট, অ্যাক্টিভেশন আর CUDA কনটেক্সট এর একটা অংশ নেয়, আর JAX ডিফল্টভাবে এর %8 আগেই বরাদ্দ করে রাখে, তাই অ্যাটেনশনের মেমরি আরও আগে ফুরিয়ে যায়।</translation>
    </message>
    <message>
        <source>Naive attention: %1 (scores %2 + softmax probabilities %3, %4 elements each)</source>
        <translation>নেইভ (সরল, কোনো কৌশল ছাড়া) অ্যাটেনশন: %1 (স্কোর %2 + সফটম্যাক্স প্রোবাবিলিটি %3, প্রতিটিতে %4 এলিমেন্ট)</translation>
    </message>
    <message>
        <source>Naive attention: %1 (score matrix of %2 elements)</source>
        <translation>নেইভ (সরল, কোনো কৌশল ছাড়া) অ্যাটেনশন: %1 (%2 এলিমেন্টের স্কোর ম্যাট্রিক্স)</translation>
    </message>
    <message>
        <source>Fused cuDNN kernel: %1 (output %2 + softmax statistics %3)</source>
        <translation>ফিউজড cuDNN কার্নেল: %1 (আউটপুট %2 + সফটম্যাক্স পরিসংখ্যান %3)</translation>
    </message>
    <message>
        <source>Naive runs out beyond T = %1, so it fits at T = %2.</source>
        <translation>T = %1-এর বেশি হলে নেইভের মেমরি ফুরিয়ে যায়, তাই T = %2-এ এটি ধরে।</translation>
    </message>
    <message>
        <source>Naive runs out beyond T = %1, so it does not fit at T = %2.</source>
        <translation>T = %1-এর বেশি হলে নেইভের মেমরি ফুরিয়ে যায়, তাই T = %2-এ এটি ধরে না।</translation>
    </message>
    <message>
        <source>Fused runs out beyond T = %1.</source>
        <translation>T = %1-এর বেশি হলে ফিউজডের মেমরি ফুরিয়ে যায়।</translation>
    </message>
    <message>
        <source>runs out beyond T = %1</source>
        <translation>T = %1-এর পরে মেমরি শেষ</translation>
    </message>
    <message>
        <source>Back to the question&apos;s set-up</source>
        <translation>প্রশ্নের সেটিংসে ফিরে যান</translation>
    </message>
    <message>
        <source>Set every control as the question set it</source>
        <translation>প্রতিটি সেটিং প্রশ্নে যেমন ছিল তেমন করে দিন</translation>
    </message>
    <message>
        <source>The data type is float32 to show what the fused cuDNN kernel needs: it takes only float16 or bfloat16, so with float32 JAX raises an error and the chart draws no fused line. Choose bfloat16 to see it.</source>
        <translation>ফিউজড cuDNN কার্নেলের কী দরকার তা দেখাতে ডেটাটাইপ float32 রাখা হয়েছে: কার্নেলটি শুধু float16 বা bfloat16 নেয়, তাই float32 দিলে JAX এরর দেয় এবং চার্টে কোনো ফিউজড লাইন আঁকা হয় না। লাইনটি দেখতে bfloat16 বেছে নিন।</translation>
    </message>
    <message>
        <source>%1, T = %2: %3</source>
        <translation>%1, T = %2: %3</translation>
    </message>
    <message>
        <source>Pinned: %1, naive</source>
        <translation>পিন করা: %1, নেইভ</translation>
    </message>
    <message>
        <source>Pinned: %1, fused</source>
        <translation>পিন করা: %1, ফিউজড</translation>
    </message>
    <message>
        <source>Pinned: %1 (naive; dotted: fused)</source>
        <translation>পিন করা: %1 (নেইভ; ডটেড: ফিউজড)</translation>
    </message>
    <message>
        <source>Pinned: %1 (naive)</source>
        <translation>পিন করা: %1 (নেইভ)</translation>
    </message>
    <message>
        <source>Memory against T = S</source>
        <translation>T = S অনুযায়ী মেমরি</translation>
    </message>
    <message>
        <source>T = S</source>
        <translation>T = S</translation>
    </message>
    <message>
        <source>Naive attention</source>
        <translation>নেইভ অ্যাটেনশন</translation>
    </message>
    <message>
        <source>Marked points</source>
        <translation>চিহ্নিত বিন্দু</translation>
    </message>
    <message>
        <source>Point</source>
        <translation>বিন্দু</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>মেমরি</translation>
    </message>
    <message>
        <source>Now, naive</source>
        <translation>এখন, নেইভ</translation>
    </message>
    <message>
        <source>Now, fused</source>
        <translation>এখন, ফিউজড</translation>
    </message>
    <message>
        <source>Naive fits up to</source>
        <translation>নেইভ যে পর্যন্ত ধরে</translation>
    </message>
    <message>
        <source>Fused fits up to</source>
        <translation>ফিউজড যে পর্যন্ত ধরে</translation>
    </message>
    <message>
        <source>training</source>
        <translation>ট্রেনিং</translation>
    </message>
    <message>
        <source>inference</source>
        <translation>ইনফারেন্স</translation>
    </message>
    <message>
        <source>%1, %2, B = %3, N = %4, d = %5</source>
        <translation>%1, %2, B = %3, N = %4, d = %5</translation>
    </message>
    <message>
        <source>Naive just fits at T = %1: T = %2 would not.</source>
        <translation>T = %1-এ নেইভ ঠিক ধরে যায়: T = %2-এ আর ধরবে না।</translation>
    </message>
</context>
<context>
    <name>BankLoader</name>
    <message>
        <source>another question bank already has the id &quot;%1&quot;</source>
        <translation>&quot;%1&quot; আইডি আরেকটি প্রশ্নব্যাংকে আগেই আছে</translation>
    </message>
    <message>
        <source>missing or empty; it must be a non-empty string</source>
        <translation>নেই বা ফাঁকা; এখানে ফাঁকা নয় এমন একটি স্ট্রিং লাগবে</translation>
    </message>
    <message>
        <source>must be &quot;immediate&quot; or &quot;end&quot;</source>
        <translation>&quot;immediate&quot; অথবা &quot;end&quot; হতে হবে</translation>
    </message>
    <message>
        <source>missing or empty; it must be a list of questions</source>
        <translation>নেই বা ফাঁকা; এখানে প্রশ্নের একটি তালিকা লাগবে</translation>
    </message>
    <message>
        <source>the same id is used by an earlier question</source>
        <translation>আগের একটি প্রশ্নে একই আইডি ব্যবহার করা হয়েছে</translation>
    </message>
    <message>
        <source>question %1</source>
        <translation>প্রশ্ন %1</translation>
    </message>
    <message>
        <source>must be a JSON object</source>
        <translation>একটি JSON অবজেক্ট হতে হবে</translation>
    </message>
    <message>
        <source>there must be exactly %1 options; found %2</source>
        <translation>ঠিক %1টি বিকল্প থাকতে হবে; পাওয়া গেছে %2টি</translation>
    </message>
    <message>
        <source>must be one whole number from 0 to %1: the index of the right option</source>
        <translation>০ থেকে %1-এর মধ্যে একটি পূর্ণসংখ্যা হতে হবে: সঠিক বিকল্পের ইনডেক্স</translation>
    </message>
    <message>
        <source>the file no longer exists</source>
        <translation>ফাইলটি আর নেই</translation>
    </message>
    <message>
        <source>larger than the limit of %1 MiB for a question bank</source>
        <translation>প্রশ্নব্যাংকের সীমা %1 MiB-এর চেয়ে বড়</translation>
    </message>
    <message>
        <source>%1 questions; a bank may hold at most %2</source>
        <translation>%1টি প্রশ্ন; একটি ব্যাংকে সর্বোচ্চ %2টি প্রশ্ন থাকতে পারে</translation>
    </message>
    <message>
        <source>must be a list of topics, each with an &quot;id&quot; and a &quot;name&quot;</source>
        <translation>বিষয়ের একটি তালিকা হতে হবে, যার প্রতিটিতে একটি &quot;id&quot; ও একটি &quot;name&quot; থাকবে</translation>
    </message>
    <message>
        <source>another topic already has the id &quot;%1&quot;</source>
        <translation>&quot;%1&quot; আইডি আরেকটি বিষয়ে আগেই আছে</translation>
    </message>
    <message>
        <source>unknown topic &quot;%1&quot;: the bank&apos;s &quot;topics&quot; list has no topic with this id</source>
        <translation>অজানা বিষয় &quot;%1&quot;: প্রশ্নব্যাংকের &quot;topics&quot; তালিকায় এই আইডির কোনো বিষয় নেই</translation>
    </message>
    <message>
        <source>&quot;%1&quot; differs from the question&apos;s &quot;concept&quot;, &quot;%2&quot;</source>
        <translation>&quot;%1&quot; প্রশ্নের &quot;concept&quot; &quot;%2&quot;-এর সঙ্গে মেলে না</translation>
    </message>
    <message>
        <source>must be an object with a &quot;concept&quot; and the settings of its chart</source>
        <translation>&quot;concept&quot; ও তার চার্টের সেটিংসহ একটি অবজেক্ট হতে হবে</translation>
    </message>
    <message>
        <source>needed with the note &quot;%1&quot;: the two numbers of micro-batches it compares</source>
        <translation>&quot;%1&quot; নোটের সঙ্গে এটি লাগবে: নোটটি মাইক্রো-ব্যাচের যে দুটি সংখ্যা তুলনা করে</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>true অথবা false হতে হবে</translation>
    </message>
    <message>
        <source>must be one of: %1</source>
        <translation>এগুলোর একটি হতে হবে: %1</translation>
    </message>
    <message>
        <source>not a setting of the %1 chart; its settings are: %2</source>
        <translation>%1 চার্টের সেটিং নয়; এর সেটিংগুলো হলো: %2</translation>
    </message>
    <message>
        <source>must be a whole number from %1 to %2</source>
        <translation>%1 থেকে %2-এর মধ্যে একটি পূর্ণসংখ্যা হতে হবে</translation>
    </message>
    <message>
        <source>must be a number from %1 to %2</source>
        <translation>%1 থেকে %2-এর মধ্যে একটি সংখ্যা হতে হবে</translation>
    </message>
    <message>
        <source>must be two whole numbers from %1 to %2, the smaller first</source>
        <translation>%1 থেকে %2-এর মধ্যে দুটি পূর্ণসংখ্যা হতে হবে, ছোটটি আগে</translation>
    </message>
    <message>
        <source>%1 characters; this text may have at most %2</source>
        <translation>%1টি অক্ষর; এই লেখায় সর্বোচ্চ %2টি অক্ষর থাকতে পারে</translation>
    </message>
    <message>
        <source>%1 code spans; a text may have at most %2</source>
        <translation>%1টি কোড অংশ; একটি লেখায় সর্বোচ্চ %2টি কোড অংশ থাকতে পারে</translation>
    </message>
    <message>
        <source>the Bengali text is missing or empty</source>
        <translation>বাংলা টেক্সট নেই বা ফাঁকা</translation>
    </message>
    <message>
        <source>the English text is missing or empty</source>
        <translation>ইংরেজি টেক্সট নেই বা ফাঁকা</translation>
    </message>
    <message>
        <source>only with &quot;model&quot;: &quot;%1&quot;; a named model has its own shape</source>
        <translation>শুধু &quot;model&quot;: &quot;%1&quot;-এর সঙ্গে; নাম দেওয়া মডেলের শেপ তার নিজস্ব</translation>
    </message>
    <message>
        <source>must be a number of billions from %1 to %2, with at most two decimals</source>
        <translation>%1 থেকে %2 বিলিয়নের মধ্যে একটি সংখ্যা হতে হবে, দশমিকের পরে সর্বোচ্চ দুই ঘর</translation>
    </message>
    <message>
        <source>not a setting of the %1 chart&apos;s serving view; its settings are: %2</source>
        <translation>%1 চার্টের সার্ভিং ভিউয়ের সেটিং নয়; এর সেটিংগুলো হলো: %2</translation>
    </message>
    <message>
        <source>unknown concept &quot;%1&quot;; known: %2</source>
        <translation>অজানা কনসেপ্ট &quot;%1&quot;; জানা কনসেপ্ট: %2</translation>
    </message>
    <message>
        <source>missing; it must be one of %1</source>
        <translation>নেই; এগুলোর একটি হতে হবে: %1</translation>
    </message>
    <message>
        <source>must be two whole numbers [data, model] from %1 to %2 whose product is at most %3</source>
        <translation>%1 থেকে %2-এর মধ্যে দুটি পূর্ণসংখ্যা [data, model] হতে হবে, যাদের গুণফল সর্বোচ্চ %3</translation>
    </message>
    <message>
        <source>must be one or two whole numbers from %1 to %2</source>
        <translation>%1 থেকে %2-এর মধ্যে একটি বা দুটি পূর্ণসংখ্যা হতে হবে</translation>
    </message>
    <message>
        <source>must be a list with one entry per dimension, each null, &quot;data&quot;, &quot;model&quot;, [&quot;data&quot;, &quot;model&quot;] or [&quot;model&quot;, &quot;data&quot;]</source>
        <translation>প্রতিটি ডাইমেনশনের জন্য একটি করে এন্ট্রির তালিকা হতে হবে; প্রতিটি null, &quot;data&quot;, &quot;model&quot;, [&quot;data&quot;, &quot;model&quot;] অথবা [&quot;model&quot;, &quot;data&quot;]</translation>
    </message>
    <message>
        <source>must have one entry for each dimension of the shape (%1)</source>
        <translation>শেপের প্রতিটি ডাইমেনশনের (%1) জন্য একটি করে এন্ট্রি থাকতে হবে</translation>
    </message>
    <message>
        <source>counts only with &quot;sync&quot;: &quot;every-k-steps&quot;</source>
        <translation>কেবল &quot;sync&quot;: &quot;every-k-steps&quot;-এর সঙ্গেই গোনা হয়</translation>
    </message>
    <message>
        <source>there must be %1 to %2 options; found %3</source>
        <translation>%1 থেকে %2টি বিকল্প থাকতে হবে; পাওয়া গেছে %3টি</translation>
    </message>
    <message>
        <source>must be true or false (in a bank of format 2): whether the options may be shown in another order</source>
        <translation>true অথবা false হতে হবে (ফরম্যাট ২-এর ব্যাংকে): বিকল্পগুলো অন্য ক্রমে দেখানো যাবে কি না</translation>
    </message>
</context>
<context>
    <name>BankProblemsPanel</name>
    <message>
        <source>Hide details</source>
        <translation>বিস্তারিত লুকান</translation>
    </message>
    <message>
        <source>Show details</source>
        <translation>বিস্তারিত দেখুন</translation>
    </message>
    <message>
        <source>Remove all from the library</source>
        <translation>সবগুলো লাইব্রেরি থেকে সরান</translation>
    </message>
    <message>
        <source>Takes every question bank you opened that did not load out of the library; the files are left as they are.</source>
        <translation>আপনার খোলা যে প্রশ্নব্যাংকগুলো লোড হয়নি, সবগুলো লাইব্রেরি থেকে সরায়; ফাইলগুলো যেমন আছে তেমনই থাকে।</translation>
    </message>
    <message>
        <source>Problems in question banks</source>
        <translation>প্রশ্নব্যাংকের সমস্যা</translation>
    </message>
    <message>
        <source>Remove %1 from the library</source>
        <translation>লাইব্রেরি থেকে %1 সরান</translation>
    </message>
    <message numerus="yes">
        <source>%Ln question bank(s) could not be loaded.</source>
        <translation>
            <numerusform>%Lnটি প্রশ্নব্যাংক লোড করা যায়নি।</numerusform>
            <numerusform>%Lnটি প্রশ্নব্যাংক লোড করা যায়নি।</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BankTitles</name>
    <message>
        <source>%1 (%2)</source>
        <comment>a quiz&apos;s title (its bank&apos;s file name)</comment>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>BoundedFile</name>
    <message>
        <source>not a regular file</source>
        <translation>এটি সাধারণ ফাইল নয়</translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>পড়া যাচ্ছে না: %1</translation>
    </message>
</context>
<context>
    <name>CalendarHeatmap</name>
    <message numerus="yes">
        <source>%1: %Ln review(s)</source>
        <translation>
            <numerusform>%1: %Lnটি রিভিউ</numerusform>
            <numerusform>%1: %Lnটি রিভিউ</numerusform>
        </translation>
    </message>
    <message>
        <source>Review calendar</source>
        <translation>রিভিউয়ের ক্যালেন্ডার</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>দিন</translation>
    </message>
    <message>
        <source>Reviews</source>
        <translation>রিভিউ</translation>
    </message>
    <message>
        <source>Fewer</source>
        <translation>কম</translation>
    </message>
    <message>
        <source>More</source>
        <translation>বেশি</translation>
    </message>
    <message>
        <source>Review calendar of the past year. The arrow keys move by a day (up and down) and by a week (left and right).</source>
        <translation>গত এক বছরের রিভিউয়ের ক্যালেন্ডার। অ্যারো কী দিয়ে এক দিন (ওপরে ও নিচে) আর এক সপ্তাহ (বাঁয়ে ও ডানে) করে সরানো যায়।</translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln review(s), %2</source>
        <comment>date, reviews, time they took</comment>
        <translation>
            <numerusform>%1: %Lnটি রিভিউ, %2</numerusform>
            <numerusform>%1: %Lnটি রিভিউ, %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Time</source>
        <translation>সময়</translation>
    </message>
    <message>
        <source>—</source>
        <comment>no time measured</comment>
        <translation>—</translation>
    </message>
</context>
<context>
    <name>CalibrationChart</name>
    <message>
        <source>How often you were right, by how sure you were</source>
        <translation>কতটা নিশ্চিত ছিলেন, আর কত বার সঠিক হয়েছেন</translation>
    </message>
    <message>
        <source>I guessed</source>
        <translation>অনুমান করেছি</translation>
    </message>
    <message>
        <source>Fairly sure</source>
        <translation>মোটামুটি নিশ্চিত</translation>
    </message>
    <message>
        <source>Certain</source>
        <translation>নিশ্চিত</translation>
    </message>
    <message>
        <source>no answers yet</source>
        <translation>এখনও কোনো উত্তর নেই</translation>
    </message>
    <message numerus="yes">
        <source>%1
%2
%Ln answer(s)</source>
        <translation>
            <numerusform>%1
%2
%Lnটি উত্তর</numerusform>
            <numerusform>%1
%2
%Lnটি উত্তর</numerusform>
        </translation>
    </message>
    <message>
        <source>How sure you were</source>
        <translation>কতটা নিশ্চিত ছিলেন</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>উত্তর</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>সঠিক</translation>
    </message>
    <message>
        <source>Share right</source>
        <translation>সঠিকের হার</translation>
    </message>
    <message>
        <source>%1: right %2 of %3 (%4)</source>
        <translation>%1: %3টির মধ্যে %2টি সঠিক (%4)</translation>
    </message>
    <message>
        <source>%1: no answers yet</source>
        <translation>%1: এখনও কোনো উত্তর নেই</translation>
    </message>
    <message>
        <source>%1 right</source>
        <comment>a share of answers, as in 75% right</comment>
        <translation>%1 সঠিক</translation>
    </message>
</context>
<context>
    <name>ChartDataDialog</name>
    <message>
        <source>Rows: %1. The arrow keys move from cell to cell.</source>
        <translation>সারি: %1। অ্যারো কী দিয়ে এক ঘর থেকে আরেক ঘরে যাওয়া যায়।</translation>
    </message>
    <message>
        <source>Chart data</source>
        <translation>চার্টের ডেটা</translation>
    </message>
    <message>
        <source>Copy as text</source>
        <translation>টেক্সট হিসেবে কপি করুন</translation>
    </message>
    <message>
        <source>Copy the table shown, one line per row, the cells separated by tabs</source>
        <translation>দেখানো টেবিলটি কপি করুন: প্রতি সারি এক লাইনে, ঘরগুলো ট্যাব দিয়ে আলাদা</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>বন্ধ করুন</translation>
    </message>
</context>
<context>
    <name>ChartLabels</name>
    <message>
        <source>%1 %2 GB</source>
        <translation>%1 %2 GB</translation>
    </message>
</context>
<context>
    <name>ChartPages</name>
    <message>
        <source>Pipeline bubbles</source>
        <translation>পাইপলাইন বাবল</translation>
    </message>
    <message>
        <source>Attention memory</source>
        <translation>অ্যাটেনশন মেমরি</translation>
    </message>
    <message>
        <source>Sharding a JAX array</source>
        <translation>JAX অ্যারে শার্ড করা</translation>
    </message>
    <message>
        <source>What communication costs</source>
        <translation>কমিউনিকেশনের খরচ</translation>
    </message>
    <message>
        <source>Training memory</source>
        <translation>ট্রেনিং মেমরি</translation>
    </message>
    <message>
        <source>The compilation cache</source>
        <translation>কম্পাইলেশন ক্যাশ</translation>
    </message>
    <message>
        <source>Asynchronous dispatch</source>
        <translation>অ্যাসিঙ্ক্রোনাস ডিসপ্যাচ</translation>
    </message>
</context>
<context>
    <name>ChartTools</name>
    <message>
        <source>Data</source>
        <translation>ডেটা</translation>
    </message>
    <message>
        <source>Show each chart&apos;s data as a table</source>
        <translation>প্রতিটি চার্টের ডেটা টেবিল আকারে দেখুন</translation>
    </message>
    <message>
        <source>Copy figures</source>
        <translation>হিসাব কপি করুন</translation>
    </message>
    <message>
        <source>Copy the figures as text</source>
        <translation>হিসাবগুলো টেক্সট হিসেবে কপি করুন</translation>
    </message>
    <message>
        <source>Pin this setting</source>
        <translation>এই সেটিং পিন করুন</translation>
    </message>
    <message>
        <source>Keep this setting drawn faintly on the charts to compare with others</source>
        <translation>অন্য সেটিংয়ের সঙ্গে তুলনার জন্য এই সেটিংটি চার্টে হালকা করে আঁকা রাখুন</translation>
    </message>
    <message>
        <source>Clear pin</source>
        <translation>পিন সরান</translation>
    </message>
    <message>
        <source>Stop drawing the pinned setting</source>
        <translation>পিন করা সেটিং আঁকা বন্ধ করুন</translation>
    </message>
    <message>
        <source>Save chart as…</source>
        <translation>চার্ট সংরক্ষণ করুন…</translation>
    </message>
    <message>
        <source>Save a chart as a PNG or SVG image</source>
        <translation>একটি চার্ট PNG বা SVG ছবি হিসেবে সংরক্ষণ করুন</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG ছবি (*.png)</translation>
    </message>
    <message>
        <source>SVG image (*.svg)</source>
        <translation>SVG ছবি (*.svg)</translation>
    </message>
    <message>
        <source>Save chart as</source>
        <translation>চার্ট সংরক্ষণ করুন</translation>
    </message>
    <message>
        <source>Look in:</source>
        <translation>যেখানে খুঁজবেন:</translation>
    </message>
    <message>
        <source>File name:</source>
        <translation>ফাইলের নাম:</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>ফাইলের ধরন:</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>সংরক্ষণ করুন</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>বাতিল করুন</translation>
    </message>
    <message>
        <source>The chart could not be saved to “%1”.</source>
        <translation>চার্টটি “%1”-এ সংরক্ষণ করা যায়নি।</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>ScaleStudy: quizzes on scaling JAX models on GPUs and on model and pipeline parallelism, in Bengali and English.</source>
        <translation>ScaleStudy: GPU-তে JAX মডেল স্কেল করা এবং মডেল ও পাইপলাইন প্যারালালিজম নিয়ে কুইজ, বাংলা ও ইংরেজিতে।</translation>
    </message>
    <message>
        <source>Interface language: en or bn.</source>
        <translation>ইন্টারফেসের ভাষা: en অথবা bn।</translation>
    </message>
    <message>
        <source>language</source>
        <translation>ভাষা</translation>
    </message>
    <message>
        <source>Unknown language &quot;%1&quot;: use en or bn.</source>
        <translation>অজানা ভাষা &quot;%1&quot;: en অথবা bn ব্যবহার করুন।</translation>
    </message>
    <message>
        <source>Displays version information.</source>
        <translation>ভার্সনের তথ্য দেখায়।</translation>
    </message>
    <message>
        <source>Run &quot;scalestudy --help&quot; to see the options.</source>
        <translation>অপশনগুলো দেখতে &quot;scalestudy --help&quot; চালান।</translation>
    </message>
    <message>
        <source>Checks a question bank file as the library loads it, and exits.</source>
        <translation>লাইব্রেরি যেভাবে লোড করে সেভাবে একটি প্রশ্নব্যাংক ফাইল যাচাই করে, তারপর বেরিয়ে যায়।</translation>
    </message>
    <message>
        <source>file</source>
        <translation>ফাইল</translation>
    </message>
    <message numerus="yes">
        <source>%1: loads, %Ln question(s)</source>
        <translation>
            <numerusform>%1: লোড হয়, %Lnটি প্রশ্ন</numerusform>
            <numerusform>%1: লোড হয়, %Lnটি প্রশ্ন</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: does not load: the library would leave it out</source>
        <translation>%1: লোড হয় না: লাইব্রেরি এটি বাদ দেবে</translation>
    </message>
    <message>
        <source>Converts a Moodle XML, GIFT or Aiken quiz file to a ScaleStudy question bank, the file named after it, prints what was imported and skipped, and exits.</source>
        <translation>একটি Moodle XML, GIFT বা Aiken কুইজ ফাইলকে ScaleStudy প্রশ্নব্যাংকে রূপান্তর করে তার পরে দেওয়া নামের ফাইলে লেখে, কী ইমপোর্ট হলো আর কী বাদ গেল তা দেখায়, তারপর বেরিয়ে যায়।</translation>
    </message>
    <message>
        <source>quiz file</source>
        <translation>কুইজ ফাইল</translation>
    </message>
    <message>
        <source>files</source>
        <translation>ফাইল</translation>
    </message>
    <message>
        <source>Question banks or quiz files to open (JSON, Moodle XML, GIFT, Aiken).</source>
        <translation>যে প্রশ্নব্যাংক বা কুইজ ফাইল খুলবেন (JSON, Moodle XML, GIFT, Aiken)।</translation>
    </message>
    <message>
        <source>[files…]</source>
        <translation>[ফাইল…]</translation>
    </message>
    <message>
        <source>--convert takes the quiz file, then the bank to write: scalestudy --convert QUIZ.xml BANK.json</source>
        <translation>--convert-এর পরে প্রথমে কুইজ ফাইল, তারপর যে ব্যাংক লেখা হবে সেটি দিন: scalestudy --convert QUIZ.xml BANK.json</translation>
    </message>
    <message>
        <source>%1: not written: %2</source>
        <translation>%1: লেখা যায়নি: %2</translation>
    </message>
    <message>
        <source>%1: written</source>
        <translation>%1: লেখা হয়েছে</translation>
    </message>
    <message>
        <source>%1: not opened: ScaleStudy is already open; open the file there with Quiz → Open question bank…</source>
        <translation>%1: খোলা হয়নি: ScaleStudy আগে থেকেই খোলা আছে; সেখানে কুইজ → প্রশ্নব্যাংক খুলুন… দিয়ে ফাইলটি খুলুন</translation>
    </message>
</context>
<context>
    <name>CommunicationControls</name>
    <message>
        <source>NVIDIA A100 Tensor Core GPU data sheet: NVLink 600 GB/s in total</source>
        <translation>NVIDIA A100 Tensor Core GPU-র ডেটা শিট: NVLink মোট ৬০০ GB/s</translation>
    </message>
    <message>
        <source>NVIDIA H100 Tensor Core GPU data sheet: NVLink 900 GB/s in total</source>
        <translation>NVIDIA H100 Tensor Core GPU-র ডেটা শিট: NVLink মোট ৯০০ GB/s</translation>
    </message>
    <message>
        <source>PCI Express 4.0: 16 GT/s a lane, about 32 GB/s over 16 lanes</source>
        <translation>PCI Express 4.0: প্রতি লেনে ১৬ GT/s, ১৬টি লেনে প্রায় ৩২ GB/s</translation>
    </message>
    <message>
        <source>PCI Express 5.0: 32 GT/s a lane, about 64 GB/s over 16 lanes</source>
        <translation>PCI Express 5.0: প্রতি লেনে ৩২ GT/s, ১৬টি লেনে প্রায় ৬৪ GB/s</translation>
    </message>
    <message>
        <source>InfiniBand HDR: 200 Gb/s a port (NVIDIA ConnectX-6), one port a GPU</source>
        <translation>InfiniBand HDR: প্রতি পোর্টে ২০০ Gb/s (NVIDIA ConnectX-6), প্রতি GPU-তে একটি পোর্ট</translation>
    </message>
    <message>
        <source>InfiniBand NDR: 400 Gb/s a port (NVIDIA ConnectX-7), one port a GPU</source>
        <translation>InfiniBand NDR: প্রতি পোর্টে ৪০০ Gb/s (NVIDIA ConnectX-7), প্রতি GPU-তে একটি পোর্ট</translation>
    </message>
    <message>
        <source>a custom link of %1</source>
        <translation>%1-এর একটি কাস্টম লিঙ্ক</translation>
    </message>
    <message>
        <source>GPUs (n)</source>
        <translation>GPU (n)</translation>
    </message>
    <message>
        <source>Tensor-parallel degree (t)</source>
        <translation>টেনসর প্যারালালিজমের মাত্রা (t)</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>লিঙ্ক</translation>
    </message>
    <message>
        <source>Link inside a node</source>
        <translation>নোডের ভেতরের লিঙ্ক</translation>
    </message>
    <message>
        <source>%1 per direction. %2</source>
        <translation>প্রতি দিকে %1। %2</translation>
    </message>
    <message>
        <source>The custom bandwidth below, per direction.</source>
        <translation>নিচের কাস্টম ব্যান্ডউইডথ, প্রতি দিকে।</translation>
    </message>
    <message>
        <source>Collective and links</source>
        <translation>কালেক্টিভ ও লিঙ্ক</translation>
    </message>
    <message>
        <source>View</source>
        <translation>ভিউ</translation>
    </message>
    <message>
        <source>Collective</source>
        <translation>কালেক্টিভ</translation>
    </message>
    <message>
        <source>Message size (S)</source>
        <translation>মেসেজের সাইজ (S)</translation>
    </message>
    <message>
        <source>Link across nodes</source>
        <translation>নোডগুলোর মধ্যের লিঙ্ক</translation>
    </message>
    <message>
        <source>Custom bandwidth</source>
        <translation>কাস্টম ব্যান্ডউইডথ</translation>
    </message>
    <message>
        <source>Latency per step (α)</source>
        <translation>প্রতি ধাপের ল্যাটেন্সি (α)</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>মডেল</translation>
    </message>
    <message>
        <source>Sequence length (s)</source>
        <translation>সিকোয়েন্সের দৈর্ঘ্য (s)</translation>
    </message>
    <message>
        <source>Micro-batch size (b)</source>
        <translation>মাইক্রো-ব্যাচের সাইজ (b)</translation>
    </message>
    <message>
        <source>Micro-batches a step</source>
        <translation>প্রতি স্টেপে মাইক্রো-ব্যাচ</translation>
    </message>
    <message>
        <source>Data-parallel degree (N_d)</source>
        <translation>ডেটা প্যারালালিজমের মাত্রা (N_d)</translation>
    </message>
    <message>
        <source>One collective</source>
        <translation>একটি কালেক্টিভ</translation>
    </message>
    <message>
        <source>Tensor vs data parallel</source>
        <translation>টেনসর বনাম ডেটা প্যারালালিজম</translation>
    </message>
    <message>
        <source>bytes</source>
        <translation>বাইট</translation>
    </message>
    <message>
        <source>KB</source>
        <translation>KB</translation>
    </message>
    <message>
        <source>MB</source>
        <translation>MB</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <source>Unit of the message size</source>
        <translation>মেসেজের সাইজের একক</translation>
    </message>
    <message>
        <source>S, the full buffer: KB, MB and GB are 10³, 10⁶ and 10⁹ bytes.</source>
        <translation>S, পুরো বাফার: KB, MB ও GB মানে ১০³, ১০⁶ ও ১০⁹ বাইট।</translation>
    </message>
    <message>
        <source> GB/s</source>
        <translation> GB/s</translation>
    </message>
    <message>
        <source> µs</source>
        <translation> µs</translation>
    </message>
    <message>
        <source>α, paid at each of the ring&apos;s steps.</source>
        <translation>α, রিংয়ের প্রতিটি ধাপে একবার লাগে।</translation>
    </message>
    <message>
        <source>Each micro-batch does every layer&apos;s all-reduces again.</source>
        <translation>প্রতিটি মাইক্রো-ব্যাচ প্রতিটি লেয়ারের অল-রিডিউস আবার করে।</translation>
    </message>
</context>
<context>
    <name>CommunicationPage</name>
    <message>
        <source>GPUs (n)</source>
        <translation>GPU (n)</translation>
    </message>
    <message>
        <source>Custom link</source>
        <translation>কাস্টম লিঙ্ক</translation>
    </message>
    <message>
        <source>Tensor-parallel degree (t)</source>
        <translation>টেনসর প্যারালালিজমের মাত্রা (t)</translation>
    </message>
    <message>
        <source>Tensor parallel inside a node</source>
        <translation>নোডের ভেতরে টেনসর প্যারালালিজম</translation>
    </message>
    <message>
        <source>Tensor parallel across nodes</source>
        <translation>নোডগুলোর মধ্যে টেনসর প্যারালালিজম</translation>
    </message>
    <message>
        <source>Data-parallel gradient all-reduce</source>
        <translation>ডেটা প্যারালালিজমের গ্রেডিয়েন্ট অল-রিডিউস</translation>
    </message>
    <message>
        <source>What communication costs</source>
        <translation>কমিউনিকেশনের খরচ</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>হিসাব</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>লেজেন্ড</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>ব্যাখ্যা</translation>
    </message>
    <message>
        <source>Back to the question&apos;s set-up</source>
        <translation>প্রশ্নের সেটিংসে ফিরে যান</translation>
    </message>
    <message>
        <source>Set every control as the question set it</source>
        <translation>প্রতিটি সেটিং প্রশ্নে যেমন ছিল তেমন করে দিন</translation>
    </message>
    <message>
        <source>Collective time against the number of GPUs</source>
        <translation>GPU-র সংখ্যার সঙ্গে কালেক্টিভের সময়</translation>
    </message>
    <message>
        <source>Communication per step against t</source>
        <translation>t-এর সঙ্গে প্রতি স্টেপের কমিউনিকেশন</translation>
    </message>
    <message>
        <source>Compare the solid line with the dashed one: the same tensor-parallel all-reduces take many times as long across nodes as inside one, and across nodes they cost more than the data-parallel gradient all-reduce.</source>
        <translation>টানা রেখাটির সঙ্গে ড্যাশ দেওয়া রেখাটি তুলনা করুন: একই টেনসর প্যারালালিজমের অল-রিডিউসগুলোতে নোডগুলোর মধ্যে একটি নোডের ভেতরের চেয়ে বহু গুণ সময় লাগে, আর নোডগুলোর মধ্যে সেগুলোর খরচ ডেটা প্যারালালিজমের গ্রেডিয়েন্ট অল-রিডিউসের চেয়েও বেশি।</translation>
    </message>
    <message>
        <source>The controls are set as the question has them. Look at how little the time grows with n, and how much it changes with the link.</source>
        <translation>কন্ট্রোলগুলো প্রশ্নে যেমন আছে তেমন সেট করা। দেখুন n বাড়লে সময় কত কম বাড়ে, আর লিঙ্ক বদলালে কত বেশি বদলায়।</translation>
    </message>
    <message>
        <source>%1 of %2 against n</source>
        <translation>n-এর সঙ্গে %2-এর %1</translation>
    </message>
    <message>
        <source>Communication per training step against t</source>
        <translation>t-এর সঙ্গে প্রতি ট্রেনিং স্টেপের কমিউনিকেশন</translation>
    </message>
    <message>
        <source>Tensor parallel inside a node (%1)</source>
        <translation>নোডের ভেতরে টেনসর প্যারালালিজম (%1)</translation>
    </message>
    <message>
        <source>Tensor parallel across nodes (%1)</source>
        <translation>নোডগুলোর মধ্যে টেনসর প্যারালালিজম (%1)</translation>
    </message>
    <message>
        <source>Data-parallel gradient all-reduce (%1)</source>
        <translation>ডেটা প্যারালালিজমের গ্রেডিয়েন্ট অল-রিডিউস (%1)</translation>
    </message>
    <message>
        <source>Collective time against n</source>
        <translation>n-এর সঙ্গে কালেক্টিভের সময়</translation>
    </message>
    <message>
        <source>Pinned: %1 of %2 on %3</source>
        <translation>পিন করা: %3-এ %2-এর %1</translation>
    </message>
    <message>
        <source>Pinned: inside a node, %1, s = %2, b = %3</source>
        <translation>পিন করা: নোডের ভেতরে, %1, s = %2, b = %3</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 µs</source>
        <translation>%1 µs</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s)</source>
        <translation>
            <numerusform>%n বাইট</numerusform>
            <numerusform>%n বাইট</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 KB</source>
        <translation>%1 KB</translation>
    </message>
    <message>
        <source>%1 MB</source>
        <translation>%1 MB</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>All-reduce</source>
        <translation>অল-রিডিউস</translation>
    </message>
    <message>
        <source>All-gather</source>
        <translation>অল-গ্যাদার</translation>
    </message>
    <message>
        <source>Reduce-scatter</source>
        <translation>রিডিউস-স্ক্যাটার</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>সময়</translation>
    </message>
    <message>
        <source>%1
%2: %3
%4</source>
        <translation>%1
%2: %3
%4</translation>
    </message>
    <message>
        <source>%1 of %2 over %3 GPUs on %4, %5 per direction.</source>
        <translation>%4-এ %3টি GPU জুড়ে %2-এর %1, প্রতি দিকে %5।</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>সময়: %1</translation>
    </message>
    <message>
        <source>  bandwidth part 2(n−1)/n · S/B = %1 × S/B = %2</source>
        <translation>  ব্যান্ডউইডথের অংশ 2(n−1)/n · S/B = %1 × S/B = %2</translation>
    </message>
    <message>
        <source>  bandwidth part (n−1)/n · S/B = %1 × S/B = %2</source>
        <translation>  ব্যান্ডউইডথের অংশ (n−1)/n · S/B = %1 × S/B = %2</translation>
    </message>
    <message>
        <source>  latency part 2(n−1)·α = %1 steps × α = %2</source>
        <translation>  ল্যাটেন্সির অংশ 2(n−1)·α = %1 ধাপ × α = %2</translation>
    </message>
    <message>
        <source>  latency part (n−1)·α = %1 steps × α = %2</source>
        <translation>  ল্যাটেন্সির অংশ (n−1)·α = %1 ধাপ × α = %2</translation>
    </message>
    <message>
        <source>algbw = S/t = %1</source>
        <translation>algbw = S/t = %1</translation>
    </message>
    <message>
        <source>busbw = algbw × 2(n−1)/n = %1</source>
        <translation>busbw = algbw × 2(n−1)/n = %1</translation>
    </message>
    <message>
        <source>busbw = algbw × (n−1)/n = %1</source>
        <translation>busbw = algbw × (n−1)/n = %1</translation>
    </message>
    <message>
        <source>busbw is what the link carries: at best its bandwidth, whatever n.</source>
        <translation>busbw হলো লিঙ্ক যতটা বহন করে: n যা-ই হোক, বড়জোর তার ব্যান্ডউইডথ।</translation>
    </message>
    <message>
        <source>%1: h = %2, %3 layers; s = %4, b = %5, %6 micro-batches a step.</source>
        <translation>%1: h = %2, %3টি লেয়ার; s = %4, b = %5, প্রতি স্টেপে %6টি মাইক্রো-ব্যাচ।</translation>
    </message>
    <message>
        <source>Tensor parallel over t = %1: %2 all-reduces a step (4 a layer × %3 layers × %4 micro-batches), each of 2·b·s·h = %5.</source>
        <translation>t = %1 জুড়ে টেনসর প্যারালালিজম: প্রতি স্টেপে %2টি অল-রিডিউস (লেয়ারপ্রতি ৪টি × %3টি লেয়ার × %4টি মাইক্রো-ব্যাচ), প্রতিটি 2·b·s·h = %5-এর।</translation>
    </message>
    <message>
        <source>Inside a node (%1): %2 a step.</source>
        <translation>নোডের ভেতরে (%1): প্রতি স্টেপে %2।</translation>
    </message>
    <message>
        <source>Across nodes (%1): %2 a step.</source>
        <translation>নোডগুলোর মধ্যে (%1): প্রতি স্টেপে %2।</translation>
    </message>
    <message>
        <source>Across nodes takes %1 times as long as inside a node.</source>
        <translation>নোডগুলোর মধ্যে নোডের ভেতরের চেয়ে %1 গুণ সময় লাগে।</translation>
    </message>
    <message>
        <source>Data parallel over N_d = %1: one all-reduce of the bf16 gradients, 2Ψ/t = %2, across nodes: %3 a step.</source>
        <translation>N_d = %1 জুড়ে ডেটা প্যারালালিজম: bf16 গ্রেডিয়েন্টের একটি অল-রিডিউস, 2Ψ/t = %2, নোডগুলোর মধ্যে: প্রতি স্টেপে %3।</translation>
    </message>
    <message>
        <source>t = %1 is more than the 8 GPUs of a DGX node: the line inside a node supposes an NVLink domain that large.</source>
        <translation>t = %1 একটি DGX নোডের ৮টি GPU-র চেয়ে বেশি: নোডের ভেতরের রেখাটি ধরে নেয় NVLink-এ এত বড় একটি ডোমেইন আছে।</translation>
    </message>
    <message>
        <source>The ring</source>
        <translation>রিং</translation>
    </message>
    <message>
        <source>In a ring each GPU sends to the next and receives from the one before. A reduce-scatter cuts the buffer of S bytes into n pieces and passes them round n−1 times, adding as they go: each GPU ends with one piece summed over all, having sent (n−1)/n · S bytes. An all-gather passes the summed pieces round n−1 times more, and an all-reduce is the two: 2(n−1)/n · S bytes a GPU. So the time hardly grows with n; each of the steps adds its latency α.</source>
        <translation>রিংয়ে প্রতিটি GPU পরেরটিকে পাঠায় আর আগেরটি থেকে পায়। রিডিউস-স্ক্যাটার S বাইটের বাফারকে n টুকরোয় ভাগ করে n−1 বার ঘুরিয়ে দেয়, যেতে যেতে যোগ করে: শেষে প্রতিটি GPU-র কাছে সবার যোগফলের একটি টুকরো থাকে, আর সে পাঠিয়েছে (n−1)/n · S বাইট। অল-গ্যাদার যোগ করা টুকরোগুলো আরও n−1 বার ঘোরায়, আর অল-রিডিউস এই দুটো মিলে: প্রতি GPU-তে 2(n−1)/n · S বাইট। তাই n বাড়লে সময় প্রায় বাড়ে না; প্রতিটি ধাপ তার ল্যাটেন্সি α যোগ করে।</translation>
    </message>
    <message>
        <source>nccl-tests reports algbw = S/t and busbw = algbw × 2(n−1)/n (all-reduce) or × (n−1)/n: busbw compares with the link&apos;s own bandwidth.</source>
        <translation>nccl-tests জানায় algbw = S/t আর busbw = algbw × 2(n−1)/n (অল-রিডিউস) বা × (n−1)/n: busbw-কে লিঙ্কের নিজের ব্যান্ডউইডথের সঙ্গে তুলনা করা যায়।</translation>
    </message>
    <message>
        <source>Why tensor parallelism stays inside a node</source>
        <translation>টেনসর প্যারালালিজম কেন নোডের ভেতরে থাকে</translation>
    </message>
    <message>
        <source>Megatron-LM (Shoeybi et al. 2019, §3) splits each layer&apos;s matrices over t GPUs. The attention block and the MLP each end with an all-reduce of the b·s·h activations in the forward pass and another in the backward: four a layer, every layer, every micro-batch, each on the critical path. Data parallelism does one all-reduce of the gradients a step, which can overlap the backward pass. NVLink gives each GPU about ten times InfiniBand&apos;s bandwidth, so tensor parallelism stays within the NVLink of one node and data parallelism crosses the nodes.</source>
        <translation>Megatron-LM (Shoeybi ও সহকর্মীরা ২০১৯, §৩) প্রতিটি লেয়ারের ম্যাট্রিক্স t-টি GPU-তে ভাগ করে। অ্যাটেনশন ব্লক আর MLP দুটোই ফরওয়ার্ড পাসে b·s·h অ্যাক্টিভেশনের একটি অল-রিডিউসে শেষ হয়, আর ব্যাকওয়ার্ডে আরেকটিতে: লেয়ারপ্রতি চারটি, প্রতিটি লেয়ারে, প্রতিটি মাইক্রো-ব্যাচে, প্রতিটি ক্রিটিক্যাল পাথে। ডেটা প্যারালালিজম প্রতি স্টেপে গ্রেডিয়েন্টের একটি অল-রিডিউস করে, যা ব্যাকওয়ার্ড পাসের সঙ্গে একসঙ্গে চলতে পারে। NVLink প্রতিটি GPU-কে InfiniBand-এর প্রায় দশ গুণ ব্যান্ডউইডথ দেয়, তাই টেনসর প্যারালালিজম একটি নোডের NVLink-এর ভেতরে থাকে আর ডেটা প্যারালালিজম নোডগুলো পার হয়।</translation>
    </message>
</context>
<context>
    <name>ConceptLinkText</name>
    <message>
        <source>Open the pipeline bubbles chart</source>
        <translation>পাইপলাইন বাবলের চার্ট খুলুন</translation>
    </message>
    <message>
        <source>Open the attention memory chart</source>
        <translation>অ্যাটেনশন মেমরির চার্ট খুলুন</translation>
    </message>
    <message>
        <source>Open the sharding page</source>
        <translation>শার্ডিংয়ের পেজ খুলুন</translation>
    </message>
    <message>
        <source>Open the communication chart</source>
        <translation>কমিউনিকেশনের চার্ট খুলুন</translation>
    </message>
    <message>
        <source>Open the training memory chart</source>
        <translation>ট্রেনিং মেমরির চার্ট খুলুন</translation>
    </message>
    <message>
        <source>Open the compilation cache page</source>
        <translation>কম্পাইলেশন ক্যাশের পেজ খুলুন</translation>
    </message>
    <message>
        <source>Open the asynchronous dispatch page</source>
        <translation>অ্যাসিঙ্ক্রোনাস ডিসপ্যাচের পেজ খুলুন</translation>
    </message>
</context>
<context>
    <name>CountBarChart</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>OK</source>
        <translation>ঠিক আছে</translation>
    </message>
    <message>
        <source>Submit answers</source>
        <translation>উত্তর জমা দিন</translation>
    </message>
    <message numerus="yes">
        <source>%Ln question(s) still have no answer. Unanswered questions count as wrong. Submit anyway?</source>
        <translation>
            <numerusform>এখনও %Lnটি প্রশ্নের উত্তর দেওয়া হয়নি। উত্তর না দেওয়া প্রশ্ন ভুল হিসেবে গণ্য হবে। তবুও জমা দেবেন?</numerusform>
            <numerusform>এখনও %Lnটি প্রশ্নের উত্তর দেওয়া হয়নি। উত্তর না দেওয়া প্রশ্ন ভুল হিসেবে গণ্য হবে। তবুও জমা দেবেন?</numerusform>
        </translation>
    </message>
    <message>
        <source>Keep answering</source>
        <translation>উত্তর দেওয়া চালিয়ে যান</translation>
    </message>
    <message>
        <source>&lt;h3&gt;ScaleStudy %1&lt;/h3&gt;&lt;p&gt;Self-study quizzes on scaling and serving JAX models on NVIDIA GPUs and on model and pipeline parallelism, in Bengali and English, with interactive charts of pipeline bubbles and attention memory.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;ScaleStudy %1&lt;/h3&gt;&lt;p&gt;NVIDIA GPU-তে JAX মডেল স্কেল ও সার্ভ করা এবং মডেল ও পাইপলাইন প্যারালালিজম নিয়ে নিজে নিজে শেখার কুইজ, বাংলা ও ইংরেজিতে; সঙ্গে পাইপলাইন বাবল আর অ্যাটেনশন মেমরির ইন্টারঅ্যাকটিভ চার্ট।&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About ScaleStudy</source>
        <translation>ScaleStudy সম্পর্কে</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>বন্ধ করুন</translation>
    </message>
    <message>
        <source>Open question bank</source>
        <translation>প্রশ্নব্যাংক খুলুন</translation>
    </message>
    <message>
        <source>Look in:</source>
        <translation>যেখানে খুঁজবেন:</translation>
    </message>
    <message>
        <source>File name:</source>
        <translation>ফাইলের নাম:</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>ফাইলের ধরন:</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>খুলুন</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>বাতিল করুন</translation>
    </message>
    <message>
        <source>&lt;p&gt;Free software under the GNU General Public License, version 3 or later: you may share and change it under its terms. It comes with no warranty.&lt;/p&gt;</source>
        <translation>&lt;p&gt;GNU General Public License-এর সংস্করণ ৩ বা তার পরের যেকোনো সংস্করণের অধীনে মুক্ত সফটওয়্যার: এর শর্ত মেনে আপনি এটি শেয়ার ও পরিবর্তন করতে পারেন। এর সঙ্গে কোনো ওয়ারেন্টি নেই।&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Your progress: &lt;code&gt;%1&lt;/code&gt;&lt;br&gt;Your settings: &lt;code&gt;%2&lt;/code&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;আপনার অগ্রগতি: &lt;code&gt;%1&lt;/code&gt;&lt;br&gt;আপনার সেটিংস: &lt;code&gt;%2&lt;/code&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Attempt in progress</source>
        <translation>চেষ্টা চলছে</translation>
    </message>
    <message>
        <source>Your attempt at “%1” is still in progress. A new attempt ends it: it stays in your history as abandoned and can no longer be resumed.</source>
        <translation>“%1”-এ আপনার চেষ্টা এখনও চলছে। নতুন চেষ্টা শুরু করলে এটি শেষ হবে: এটি আপনার ইতিহাসে অসমাপ্ত হিসেবে থেকে যাবে, তবে আর চালিয়ে যাওয়া যাবে না।</translation>
    </message>
    <message>
        <source>Start a new attempt</source>
        <translation>নতুন চেষ্টা শুরু করুন</translation>
    </message>
    <message>
        <source>Keep the attempt</source>
        <translation>চেষ্টাটি রাখুন</translation>
    </message>
    <message numerus="yes">
        <source>… and %Ln more problem(s).</source>
        <translation>
            <numerusform>… আর %Lnটি সমস্যা।</numerusform>
            <numerusform>… আর %Lnটি সমস্যা।</numerusform>
        </translation>
    </message>
    <message>
        <source>Question bank not loaded</source>
        <translation>প্রশ্নব্যাংক লোড হয়নি</translation>
    </message>
    <message>
        <source>%1 has problems and was not loaded:</source>
        <translation>%1 ফাইলে সমস্যা আছে, তাই লোড করা হয়নি:</translation>
    </message>
    <message>
        <source>A quiz with the id &quot;%1&quot; is already in the library.</source>
        <translation>&quot;%1&quot; আইডির একটি কুইজ লাইব্রেরিতে আগে থেকেই আছে।</translation>
    </message>
    <message>
        <source>Question bank loaded</source>
        <translation>প্রশ্নব্যাংক লোড হয়েছে</translation>
    </message>
    <message>
        <source>“%1” was added to the library.</source>
        <translation>“%1” লাইব্রেরিতে যোগ করা হয়েছে।</translation>
    </message>
    <message>
        <source>Question banks and quiz files (*.json *.xml *.gift *.txt);;ScaleStudy question banks (*.json);;Moodle XML (*.xml);;GIFT (*.gift *.txt);;Aiken (*.txt);;All files (*)</source>
        <translation>প্রশ্নব্যাংক ও কুইজ ফাইল (*.json *.xml *.gift *.txt);;ScaleStudy প্রশ্নব্যাংক (*.json);;Moodle XML (*.xml);;GIFT (*.gift *.txt);;Aiken (*.txt);;সব ফাইল (*)</translation>
    </message>
    <message>
        <source>Quiz file not imported</source>
        <translation>কুইজ ফাইল ইমপোর্ট হয়নি</translation>
    </message>
    <message>
        <source>No question of %1 could be imported:</source>
        <translation>%1 ফাইলের কোনো প্রশ্ন ইমপোর্ট করা যায়নি:</translation>
    </message>
    <message>
        <source>Quiz file imported</source>
        <translation>কুইজ ফাইল ইমপোর্ট হয়েছে</translation>
    </message>
    <message>
        <source>Export question bank</source>
        <translation>প্রশ্নব্যাংক এক্সপোর্ট করুন</translation>
    </message>
    <message>
        <source>Quiz to export:</source>
        <translation>যে কুইজ এক্সপোর্ট করবেন:</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>এগিয়ে যান</translation>
    </message>
    <message>
        <source>Moodle XML (*.xml)</source>
        <translation>Moodle XML (*.xml)</translation>
    </message>
    <message>
        <source>GIFT (*.gift)</source>
        <translation>GIFT (*.gift)</translation>
    </message>
    <message>
        <source>ScaleStudy question bank (*.json)</source>
        <translation>ScaleStudy প্রশ্নব্যাংক (*.json)</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>সংরক্ষণ করুন</translation>
    </message>
</context>
<context>
    <name>FallbackMark</name>
    <message>
        <source>only in English</source>
        <translation>শুধু ইংরেজিতে</translation>
    </message>
    <message>
        <source>only in Bengali</source>
        <translation>শুধু বাংলায়</translation>
    </message>
</context>
<context>
    <name>FileError</name>
    <message>
        <source>the disk is full</source>
        <translation>ডিস্ক ভরে গেছে</translation>
    </message>
    <message>
        <source>the file is larger than the system allows</source>
        <translation>ফাইলটি সিস্টেমের অনুমোদিত আকারের চেয়ে বড়</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>অনুমতি নেই</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>ডিস্কটি শুধু পড়ার জন্য</translation>
    </message>
    <message>
        <source>the file or its folder does not exist</source>
        <translation>ফাইল বা তার ফোল্ডারটি নেই</translation>
    </message>
    <message>
        <source>only part of the file could be written</source>
        <translation>ফাইলের কেবল একাংশ লেখা গেছে</translation>
    </message>
    <message>
        <source>an unknown error</source>
        <translation>অজানা একটি ত্রুটি</translation>
    </message>
    <message>
        <source>the system reports: %1</source>
        <translation>সিস্টেমের বার্তা: %1</translation>
    </message>
    <message>
        <source>a part of its path is a file, not a folder</source>
        <translation>এর পথের একটি অংশ ফাইল, ফোল্ডার নয়</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>এটি ফোল্ডার, ফাইল নয়</translation>
    </message>
    <message>
        <source>its path is a loop of symbolic links</source>
        <translation>এর পথের সিমবলিক লিঙ্কগুলো ঘুরে একে অপরকেই দেখায়</translation>
    </message>
    <message>
        <source>the disk reported a read or write error</source>
        <translation>ডিস্কে পড়া বা লেখায় ত্রুটি হয়েছে</translation>
    </message>
    <message>
        <source>too many files are open</source>
        <translation>একসঙ্গে অনেক বেশি ফাইল খোলা আছে</translation>
    </message>
    <message>
        <source>its path is too long</source>
        <translation>এর পথ অনেক বেশি লম্বা</translation>
    </message>
</context>
<context>
    <name>FlaggedPage</name>
    <message>
        <source>No flagged questions yet. Press Ctrl+D during a review to flag the question in front of you; it is listed here to read again or review on its own.</source>
        <translation>এখনও কোনো প্রশ্ন চিহ্নিত করা হয়নি। রিভিউয়ের সময় সামনের প্রশ্নটি চিহ্নিত করতে Ctrl+D চাপুন; সেটি এখানে তালিকায় থাকবে, আবার পড়তে বা আলাদা করে রিভিউ করতে।</translation>
    </message>
    <message numerus="yes">
        <source>%Ln flagged question(s). Enter opens the chosen one to read, Delete unflags it.</source>
        <translation>
            <numerusform>%Lnটি চিহ্নিত প্রশ্ন। বেছে নেওয়া প্রশ্নটি পড়তে Enter চাপুন, চিহ্ন তুলে দিতে Delete।</numerusform>
            <numerusform>%Lnটি চিহ্নিত প্রশ্ন। বেছে নেওয়া প্রশ্নটি পড়তে Enter চাপুন, চিহ্ন তুলে দিতে Delete।</numerusform>
        </translation>
    </message>
    <message>
        <source>Flagged questions</source>
        <translation>চিহ্নিত প্রশ্ন</translation>
    </message>
    <message>
        <source>Open (Enter)</source>
        <translation>খুলুন (Enter)</translation>
    </message>
    <message>
        <source>Unflag (Delete)</source>
        <translation>চিহ্ন তুলে দিন (Delete)</translation>
    </message>
    <message>
        <source>Review these</source>
        <translation>এগুলো রিভিউ করুন</translation>
    </message>
    <message>
        <source>Back to the library (Esc)</source>
        <translation>লাইব্রেরিতে ফিরে যান (Esc)</translation>
    </message>
</context>
<context>
    <name>FlaggedQuestionList</name>
    <message>
        <source>%1 · question %2</source>
        <comment>quiz title · the question&apos;s number in it</comment>
        <translation>%1 · প্রশ্ন %2</translation>
    </message>
</context>
<context>
    <name>GiftReader</name>
    <message>
        <source>no answers: a description, not a question</source>
        <translation>কোনো উত্তর নেই: এটি প্রশ্ন নয়, একটি বর্ণনা</translation>
    </message>
    <message>
        <source>a &quot;{&quot; with no &quot;}&quot; to close it</source>
        <translation>একটি &quot;{&quot; আছে, কিন্তু তা বন্ধ করার &quot;}&quot; নেই</translation>
    </message>
    <message>
        <source>an essay question</source>
        <translation>রচনাধর্মী প্রশ্ন</translation>
    </message>
    <message>
        <source>a numerical question</source>
        <translation>সংখ্যাভিত্তিক প্রশ্ন</translation>
    </message>
    <message>
        <source>a matching question</source>
        <translation>মিলকরণ প্রশ্ন</translation>
    </message>
    <message>
        <source>a short-answer question</source>
        <translation>সংক্ষিপ্ত-উত্তর প্রশ্ন</translation>
    </message>
    <message>
        <source>no right answer (&quot;=&quot;)</source>
        <translation>কোনো সঠিক উত্তর (&quot;=&quot;) নেই</translation>
    </message>
    <message>
        <source>no questions in the GIFT format: a question&apos;s text and its answers in braces, &quot;{=right ~wrong}&quot;</source>
        <translation>GIFT ফরম্যাটে কোনো প্রশ্ন নেই: প্রশ্নের লেখা আর বন্ধনীর মধ্যে তার উত্তরগুলো, &quot;{=সঠিক ~ভুল}&quot; থাকতে হয়</translation>
    </message>
</context>
<context>
    <name>GlossaryListModel</name>
    <message>
        <source>%1 (%2)</source>
        <comment>term (the same term in the other language)</comment>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>GlossaryLoader</name>
    <message>
        <source>the file does not exist</source>
        <translation>ফাইলটি নেই</translation>
    </message>
    <message>
        <source>larger than the limit of %1 MiB for a glossary</source>
        <translation>পরিভাষা ফাইলের সীমা %1 MiB-এর চেয়ে বড়</translation>
    </message>
    <message>
        <source>missing or empty; it must be a list of glossary entries</source>
        <translation>নেই বা ফাঁকা; এখানে পরিভাষার এন্ট্রির একটি তালিকা লাগবে</translation>
    </message>
    <message>
        <source>the same id is used by an earlier entry</source>
        <translation>আগের একটি এন্ট্রিতে একই আইডি ব্যবহার করা হয়েছে</translation>
    </message>
    <message>
        <source>entry %1</source>
        <translation>এন্ট্রি %1</translation>
    </message>
    <message>
        <source>must be a JSON object</source>
        <translation>একটি JSON অবজেক্ট হতে হবে</translation>
    </message>
    <message>
        <source>missing or empty; it must be a non-empty string</source>
        <translation>নেই বা ফাঁকা; এখানে ফাঁকা নয় এমন একটি স্ট্রিং লাগবে</translation>
    </message>
    <message>
        <source>must be one line</source>
        <translation>এক লাইনের হতে হবে</translation>
    </message>
    <message>
        <source>missing; it must be a list of the ids of the questions that use the term</source>
        <translation>নেই; এখানে যে প্রশ্নগুলোতে শব্দটি ব্যবহার হয়েছে, তাদের আইডির একটি তালিকা লাগবে</translation>
    </message>
    <message>
        <source>must be a question id: a non-empty string</source>
        <translation>একটি প্রশ্নের আইডি হতে হবে: ফাঁকা নয় এমন একটি স্ট্রিং</translation>
    </message>
    <message>
        <source>the question &quot;%1&quot; is already listed</source>
        <translation>&quot;%1&quot; প্রশ্নটি আগেই তালিকায় আছে</translation>
    </message>
    <message>
        <source>must be an object of lists of spellings by language, such as {&quot;bn&quot;: [&quot;...&quot;]}</source>
        <translation>ভাষা অনুযায়ী বানানের তালিকার একটি অবজেক্ট হতে হবে, যেমন {&quot;bn&quot;: [&quot;...&quot;]}</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a language; use &quot;en&quot; or &quot;bn&quot;</source>
        <translation>&quot;%1&quot; কোনো ভাষা নয়; &quot;en&quot; বা &quot;bn&quot; লিখুন</translation>
    </message>
    <message>
        <source>must be a list of spellings</source>
        <translation>বানানের একটি তালিকা হতে হবে</translation>
    </message>
    <message>
        <source>must be a spelling: a non-empty string</source>
        <translation>একটি বানান হতে হবে: খালি নয় এমন স্ট্রিং</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is the term itself or listed already</source>
        <translation>&quot;%1&quot; পরিভাষাটি নিজেই, বা আগেই তালিকায় আছে</translation>
    </message>
</context>
<context>
    <name>GlossaryPage</name>
    <message>
        <source>Glossary</source>
        <translation>পরিভাষা</translation>
    </message>
    <message>
        <source>Search in English or Bengali</source>
        <translation>ইংরেজি বা বাংলায় খুঁজুন</translation>
    </message>
    <message>
        <source>Search the glossary</source>
        <translation>পরিভাষায় খুঁজুন</translation>
    </message>
    <message>
        <source>Terms</source>
        <translation>পরিভাষার তালিকা</translation>
    </message>
    <message>
        <source>The chosen term</source>
        <translation>বেছে নেওয়া পরিভাষা</translation>
    </message>
    <message>
        <source>The glossary could not be read: %1</source>
        <translation>পরিভাষা পড়া যায়নি: %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln term(s)</source>
        <translation>
            <numerusform>%Lnটি পরিভাষা</numerusform>
            <numerusform>%Lnটি পরিভাষা</numerusform>
        </translation>
    </message>
    <message>
        <source>No term matches “%1”</source>
        <translation>“%1”-এর সঙ্গে মেলে এমন কোনো পরিভাষা নেই</translation>
    </message>
    <message numerus="yes">
        <source>%Ln matching term(s)</source>
        <translation>
            <numerusform>মিল আছে এমন %Lnটি পরিভাষা</numerusform>
            <numerusform>মিল আছে এমন %Lnটি পরিভাষা</numerusform>
        </translation>
    </message>
    <message>
        <source>Bengali</source>
        <translation>বাংলা</translation>
    </message>
    <message>
        <source>English</source>
        <translation>ইংরেজি</translation>
    </message>
    <message>
        <source>No question uses this term yet</source>
        <translation>কোনো প্রশ্নে এখনো শব্দটি ব্যবহার হয়নি</translation>
    </message>
    <message numerus="yes">
        <source>Used in %Ln question(s)</source>
        <translation>
            <numerusform>%Lnটি প্রশ্নে ব্যবহৃত</numerusform>
            <numerusform>%Lnটি প্রশ্নে ব্যবহৃত</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HelpPage</name>
    <message>
        <source>User guide</source>
        <translation>ব্যবহার নির্দেশিকা</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>কীবোর্ড শর্টকাট</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>কী</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation>কাজ</translation>
    </message>
    <message>
        <source>1–4</source>
        <translation>১–৪</translation>
    </message>
    <message>
        <source>Choose option A–D</source>
        <translation>বিকল্প ক–ঘ বেছে নিন</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Check the answer, go to the next question, or submit</source>
        <translation>উত্তর যাচাই করা, পরবর্তী প্রশ্নে যাওয়া বা উত্তর জমা দেওয়া</translation>
    </message>
    <message>
        <source>← → or PageUp PageDown</source>
        <translation>← → বা PageUp PageDown</translation>
    </message>
    <message>
        <source>Previous or next question (answers at the end)</source>
        <translation>পূর্ববর্তী বা পরবর্তী প্রশ্ন (কুইজের শেষে ফিডব্যাকের মোডে)</translation>
    </message>
    <message>
        <source>Open the menu bar</source>
        <translation>মেনু বার খুলুন</translation>
    </message>
    <message>
        <source>Look up a glossary term of the question</source>
        <translation>প্রশ্নের কোনো পরিভাষার অর্থ দেখুন</translation>
    </message>
    <message>
        <source>Hold %1</source>
        <translation>%1 চেপে ধরে রাখুন</translation>
    </message>
    <message>
        <source>Show the other language while the key is held</source>
        <translation>চেপে ধরে থাকার সময় অন্য ভাষা দেখান</translation>
    </message>
    <message>
        <source>Shift+1–4 or right-click</source>
        <translation>Shift+১–৪ বা ডান-ক্লিক</translation>
    </message>
    <message>
        <source>Strike out an option you have ruled out, or take the strike off</source>
        <translation>বাদ দেওয়া বিকল্প কেটে দেওয়া, বা দাগ তুলে দেওয়া</translation>
    </message>
</context>
<context>
    <name>HistoryPage</name>
    <message numerus="yes">
        <source>%Ln attempt(s): %1 finished, %2 abandoned.</source>
        <translation>
            <numerusform>%Lnটি চেষ্টা: %1টি শেষ হয়েছে, %2টি মাঝপথে ছেড়ে দেওয়া।</numerusform>
            <numerusform>%Lnটি চেষ্টা: %1টি শেষ হয়েছে, %2টি মাঝপথে ছেড়ে দেওয়া।</numerusform>
        </translation>
    </message>
    <message>
        <source>History</source>
        <translation>ইতিহাস</translation>
    </message>
    <message>
        <source>&amp;Quiz:</source>
        <translation>কুইজ:</translation>
    </message>
    <message>
        <source>Quiz whose history is shown</source>
        <translation>যে কুইজের ইতিহাস দেখানো হচ্ছে</translation>
    </message>
    <message>
        <source>No attempts at this quiz yet. Every attempt you finish or abandon is listed here, with your score over time and the questions you found hardest.</source>
        <translation>এই কুইজে এখনও কোনো চেষ্টা নেই। আপনি যে চেষ্টা শেষ করেন বা মাঝপথে ছেড়ে দেন, তার প্রতিটি এখানে দেখানো হবে, সঙ্গে সময়ের সঙ্গে আপনার স্কোর আর যে প্রশ্নগুলো আপনার কাছে সবচেয়ে কঠিন ছিল।</translation>
    </message>
    <message>
        <source>The score chart appears once you finish the whole quiz: retries of wrong answers and abandoned attempts are listed below but not drawn.</source>
        <translation>পুরো কুইজ একবার শেষ করলে স্কোরের চার্ট দেখা যাবে: ভুল উত্তরগুলো আবার চেষ্টা আর মাঝপথে ছেড়ে দেওয়া চেষ্টা নিচের তালিকায় আছে, চার্টে আঁকা হয় না।</translation>
    </message>
    <message>
        <source>&amp;Attempts, newest first</source>
        <translation>চেষ্টাগুলো, নতুনটি আগে</translation>
    </message>
    <message>
        <source>Attempts, newest first</source>
        <translation>চেষ্টাগুলো, নতুনটি আগে</translation>
    </message>
    <message>
        <source>&amp;Questions, hardest first</source>
        <translation>প্রশ্নগুলো, সবচেয়ে কঠিনটি আগে</translation>
    </message>
    <message>
        <source>Questions, hardest first</source>
        <translation>প্রশ্নগুলো, সবচেয়ে কঠিনটি আগে</translation>
    </message>
    <message>
        <source>%1 of %2 (%3)</source>
        <translation>%1 / %2 (%3)</translation>
    </message>
    <message>
        <source>%1 s</source>
        <comment>seconds</comment>
        <translation>%1 সেকেন্ড</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <comment>minutes and seconds</comment>
        <translation>%1 মিনিট %2 সেকেন্ড</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <comment>hours and minutes</comment>
        <translation>%1 ঘণ্টা %2 মিনিট</translation>
    </message>
    <message>
        <source>Score over time</source>
        <translation>সময়ের সঙ্গে স্কোর</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>স্কোর</translation>
    </message>
    <message>
        <source>No finished attempt of the whole quiz yet.</source>
        <translation>পুরো কুইজের কোনো চেষ্টা এখনও শেষ হয়নি।</translation>
    </message>
    <message numerus="yes">
        <source>%Ln finished attempt(s) of the whole quiz: %1 on %2, the last %3 on %4; best %5.</source>
        <translation>
            <numerusform>পুরো কুইজের %Lnটি শেষ করা চেষ্টা: %2 তারিখে %1, সর্বশেষটি %4 তারিখে %3; সেরা %5।</numerusform>
            <numerusform>পুরো কুইজের %Lnটি শেষ করা চেষ্টা: %2 তারিখে %1, সর্বশেষটি %4 তারিখে %3; সেরা %5।</numerusform>
        </translation>
    </message>
    <message>
        <source>Score trend</source>
        <translation>স্কোরের ধারা</translation>
    </message>
    <message>
        <source>Last scores: %1</source>
        <translation>সর্বশেষ স্কোর: %1</translation>
    </message>
    <message>
        <source>, </source>
        <comment>list separator</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>Attempt</source>
        <translation>চেষ্টা</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>শেষের সময়</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>সঠিক</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>প্রশ্ন</translation>
    </message>
    <message>
        <source>Attempt %1, %2: %3</source>
        <translation>চেষ্টা %1, %2: %3</translation>
    </message>
    <message>
        <source>Attempts %1 to %2, %3 to %4: %5 on average</source>
        <translation>চেষ্টা %1 থেকে %2, %3 থেকে %4: গড়ে %5</translation>
    </message>
    <message numerus="yes">
        <source>&amp;Practise the hardest (%Ln)</source>
        <translation>
            <numerusform>সবচেয়ে কঠিনগুলো অনুশীলন করুন (%Ln)</numerusform>
            <numerusform>সবচেয়ে কঠিনগুলো অনুশীলন করুন (%Ln)</numerusform>
        </translation>
    </message>
    <message>
        <source>A short quiz of the questions you most often got wrong or left unanswered. It is listed with your attempts but not drawn on the chart.</source>
        <translation>যে প্রশ্নগুলোতে আপনি সবচেয়ে বেশি ভুল করেছেন বা উত্তর দেননি, সেগুলো নিয়ে একটি ছোট কুইজ। এটি আপনার চেষ্টাগুলোর তালিকায় থাকবে, কিন্তু চার্টে আঁকা হবে না।</translation>
    </message>
    <message>
        <source>This attempt cannot be opened: none of its questions is in the quiz any more.</source>
        <translation>এই চেষ্টাটি খোলা যাচ্ছে না: এর কোনো প্রশ্নই আর কুইজে নেই।</translation>
    </message>
    <message>
        <source>This attempt cannot be opened: its quiz is no longer in the library.</source>
        <translation>এই চেষ্টাটি খোলা যাচ্ছে না: এর কুইজটি আর লাইব্রেরিতে নেই।</translation>
    </message>
    <message>
        <source>This question is no longer in the quiz.</source>
        <translation>এই প্রশ্নটি আর কুইজে নেই।</translation>
    </message>
    <message>
        <source>Double-click an attempt or press Enter on it to see its answers again and export them.</source>
        <translation>কোনো চেষ্টার উত্তরগুলো আবার দেখতে ও এক্সপোর্ট করতে তাতে ডাবল-ক্লিক করুন বা Enter চাপুন।</translation>
    </message>
    <message>
        <source>Double-click a question or press Enter on it to read it with its answer and explanation.</source>
        <translation>কোনো প্রশ্ন তার উত্তর ও ব্যাখ্যাসহ পড়তে তাতে ডাবল-ক্লিক করুন বা Enter চাপুন।</translation>
    </message>
    <message>
        <source>Attempt, in order</source>
        <translation>চেষ্টার ক্রম</translation>
    </message>
</context>
<context>
    <name>ImportReason</name>
    <message numerus="yes">
        <source>%Ln option(s); a question needs at least %1</source>
        <translation>
            <numerusform>%Lnটি বিকল্প; একটি প্রশ্নে অন্তত %1টি বিকল্প লাগে</numerusform>
            <numerusform>%Lnটি বিকল্প; একটি প্রশ্নে অন্তত %1টি বিকল্প লাগে</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 options; a question may have at most %2</source>
        <translation>%1টি বিকল্প; একটি প্রশ্নে বড়জোর %2টি বিকল্প থাকতে পারে</translation>
    </message>
    <message>
        <source>multiple right answers</source>
        <translation>একাধিক সঠিক উত্তর</translation>
    </message>
    <message>
        <source>partial credit for an answer</source>
        <translation>একটি উত্তরে আংশিক নম্বর</translation>
    </message>
    <message>
        <source>no question text</source>
        <translation>প্রশ্নের লেখা নেই</translation>
    </message>
    <message>
        <source>an answer with no text</source>
        <translation>লেখাহীন একটি উত্তর</translation>
    </message>
</context>
<context>
    <name>JitCacheControls</name>
    <message>
        <source>Dataset &amp;size N (examples):</source>
        <translation>ডেটাসেটের সাইজ N (উদাহরণ):</translation>
    </message>
    <message>
        <source>&amp;Batch size b:</source>
        <translation>ব্যাচ সাইজ b:</translation>
    </message>
    <message>
        <source>&amp;Last batch:</source>
        <translation>শেষ ব্যাচ:</translation>
    </message>
    <message>
        <source>Keep (a smaller batch)</source>
        <translation>রাখুন (ছোট একটি ব্যাচ)</translation>
    </message>
    <message>
        <source>Drop</source>
        <translation>বাদ দিন</translation>
    </message>
    <message>
        <source>Pad to the full batch, with a mask</source>
        <translation>মাস্কসহ পুরো ব্যাচ পর্যন্ত প্যাড করুন</translation>
    </message>
    <message>
        <source>&amp;Epochs:</source>
        <translation>ইপক:</translation>
    </message>
    <message>
        <source>bfloat16 &amp;from epoch E:</source>
        <translation>E নম্বর ইপক থেকে bfloat16:</translation>
    </message>
    <message>
        <source>&amp;Compile time (ms):</source>
        <translation>কম্পাইলের সময় (ms):</translation>
    </message>
    <message>
        <source>Step &amp;time per example (ms):</source>
        <translation>প্রতি উদাহরণে স্টেপের সময় (ms):</translation>
    </message>
    <message>
        <source>none</source>
        <translation>নেই</translation>
    </message>
    <message>
        <source>none (float32 throughout)</source>
        <translation>নেই (পুরোটা float32)</translation>
    </message>
    <message>
        <source>Dataset size N, in examples</source>
        <translation>ডেটাসেটের সাইজ N, উদাহরণে</translation>
    </message>
    <message>
        <source>Batch size b</source>
        <translation>ব্যাচ সাইজ b</translation>
    </message>
    <message>
        <source>What happens to the last partial batch</source>
        <translation>শেষের অসম্পূর্ণ ব্যাচের কী হয়</translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation>ইপক</translation>
    </message>
    <message>
        <source>An evaluation call every k training steps; 0 for none</source>
        <translation>প্রতি k ট্রেনিং স্টেপে একটি ইভ্যালুয়েশন কল; ০ হলে একটিও নয়</translation>
    </message>
    <message>
        <source>The epoch from which the batches are bfloat16; 0 for none</source>
        <translation>যে ইপক থেকে ব্যাচগুলো bfloat16; ০ হলে বদল নেই</translation>
    </message>
    <message>
        <source>Compile time in milliseconds</source>
        <translation>কম্পাইলের সময়, মিলিসেকেন্ডে</translation>
    </message>
    <message>
        <source>Step time per example in milliseconds</source>
        <translation>প্রতি উদাহরণে স্টেপের সময়, মিলিসেকেন্ডে</translation>
    </message>
    <message>
        <source>After every k-th training step, one call with training=False on a full batch; 0: no evaluation</source>
        <translation>প্রতি k-তম ট্রেনিং স্টেপের পর পুরো একটি ব্যাচে training=False দিয়ে একটি কল; ০: ইভ্যালুয়েশন নেই</translation>
    </message>
    <message>
        <source>From this epoch on the batches are bfloat16 instead of float32; 0: no change</source>
        <translation>এই ইপক থেকে ব্যাচগুলো float32-এর বদলে bfloat16; ০: বদল নেই</translation>
    </message>
    <message>
        <source>E&amp;valuate every k steps:</source>
        <translation>ইভ্যালুয়েশন, প্রতি k স্টেপে:</translation>
    </message>
</context>
<context>
    <name>JitCachePage</name>
    <message>
        <source>The compilation cache</source>
        <translation>কম্পাইলেশন ক্যাশ</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>হিসাব</translation>
    </message>
    <message>
        <source>Pinned setting</source>
        <translation>পিন করা সেটিং</translation>
    </message>
    <message>
        <source>Why there is no timeline</source>
        <translation>টাইমলাইন কেন নেই</translation>
    </message>
    <message>
        <source>Timeline of the calls, compile marks and cached runs</source>
        <translation>কলগুলোর টাইমলাইন: কম্পাইল চিহ্ন ও ক্যাশ থেকে চলা রান</translation>
    </message>
    <message>
        <source>Signatures</source>
        <translation>সিগনেচার</translation>
    </message>
    <message>
        <source>Seeing the compilations in a real program</source>
        <translation>আসল প্রোগ্রামে কম্পাইলেশন দেখা</translation>
    </message>
    <message>
        <source>Back to the question&apos;s set-up</source>
        <translation>প্রশ্নের সেটিংসে ফিরে যান</translation>
    </message>
    <message>
        <source>Set every control as the question set it</source>
        <translation>প্রতিটি সেটিং প্রশ্নে যেমন ছিল তেমন করে দিন</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>রাখা</translation>
    </message>
    <message>
        <source>dropped</source>
        <translation>বাদ দেওয়া</translation>
    </message>
    <message>
        <source>padded</source>
        <translation>প্যাড করা</translation>
    </message>
    <message>
        <source>The controls are set as the question has them. Count the compile marks on the timeline: one for each signature, the rest cached.</source>
        <translation>কন্ট্রোলগুলো প্রশ্নে যেমন আছে তেমন সেট করা। টাইমলাইনে কম্পাইল চিহ্নগুলো গুনুন: প্রতিটি সিগনেচারের একটি, বাকিটা ক্যাশ থেকে।</translation>
    </message>
    <message>
        <source>Timeline of calls</source>
        <translation>কলের টাইমলাইন</translation>
    </message>
    <message>
        <source>Pinned: N = %1, b = %2, last batch %3, epochs: %4.</source>
        <translation>পিন করা: N = %1, b = %2, শেষ ব্যাচ %3, ইপক: %4।</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>Calls: %1 = %2 an epoch × %3 + %4 for evaluation.</source>
        <translation>কল: %1 = প্রতি ইপকে %2 × %3 + ইভ্যালুয়েশনের %4।</translation>
    </message>
    <message>
        <source>Calls: %1 = %2 an epoch × %3.</source>
        <translation>কল: %1 = প্রতি ইপকে %2 × %3।</translation>
    </message>
    <message>
        <source>Compilations (compile marks): %1 in %2 calls; %3 calls cached.</source>
        <translation>কম্পাইলেশন (কম্পাইল চিহ্ন): %2টি কলে %1টি; %3টি কল ক্যাশ থেকে।</translation>
    </message>
    <message>
        <source>Compilation: %1 of the %2 total (%3).</source>
        <translation>কম্পাইলেশন: মোট %2-এর %1 (%3)।</translation>
    </message>
    <message>
        <source>Examples seen an epoch: %1 of %2.</source>
        <translation>প্রতি ইপকে দেখা উদাহরণ: %2টির %1টি।</translation>
    </message>
    <message>
        <source>Padding: %1 of the %2 rows an epoch are padding.</source>
        <translation>প্যাডিং: প্রতি ইপকের %2টি সারির %1টি প্যাডিং।</translation>
    </message>
    <message>
        <source>%1 of the compute is spent on padding.</source>
        <translation>কম্পিউটের %1 যায় প্যাডিংয়ে।</translation>
    </message>
    <message>
        <source>This loop makes %1 calls, more than the %2 the timeline lays out, so the page shows its counts and no timeline. Fewer epochs, fewer examples or a larger batch bring the timeline back.</source>
        <translation>এই লুপে %1টি কল, টাইমলাইন যত কল সাজায় (%2টি) তার চেয়ে বেশি, তাই পেজটি শুধু গণনাগুলো দেখায়, টাইমলাইন নয়। কম ইপক, কম উদাহরণ বা বড় ব্যাচ দিলে টাইমলাইন ফিরে আসে।</translation>
    </message>
    <message>
        <source>This set-up lies outside the page&apos;s ranges, so nothing is counted: N from %1 to %2, b from %3 to %4, epochs from %5 to %6, k from 0 to %7, E from 0 to %8, a compilation at most %9 ms and a step at most %10 ms an example. Change a control to go on.</source>
        <translation>এই সেটিং পেজের সীমার বাইরে, তাই কিছুই গোনা হয়নি: N %1 থেকে %2, b %3 থেকে %4, ইপক %5 থেকে %6, k ০ থেকে %7, E ০ থেকে %8, একটি কম্পাইলেশন বড়জোর %9 ms আর একটি স্টেপ প্রতি উদাহরণে বড়জোর %10 ms। এগোতে যেকোনো একটি কন্ট্রোল বদলান।</translation>
    </message>
    <message>
        <source>compile mark at call %1 (epoch %2)</source>
        <translation>%1 নম্বর কলে কম্পাইল চিহ্ন (ইপক %2)</translation>
    </message>
    <message>
        <source>%1; its one call takes %2.</source>
        <translation>%1; এর একমাত্র কলে লাগে %2।</translation>
    </message>
    <message>
        <source>%1; %2 calls: the first takes %3, each later one %4 from the cache.</source>
        <translation>%1; %2টি কল: প্রথমটিতে লাগে %3, পরের প্রতিটিতে ক্যাশ থেকে %4।</translation>
    </message>
    <message>
        <source>Signatures, one compile mark each:</source>
        <translation>সিগনেচার, প্রতিটির একটি করে কম্পাইল চিহ্ন:</translation>
    </message>
    <message>
        <source>call %1, %2</source>
        <translation>কল %1, %2</translation>
    </message>
    <message>
        <source>%1 calls in %2 runs; compile marks at %3; every other call is cached.</source>
        <translation>%2টি রানে %1টি কল; কম্পাইল চিহ্ন: %3; বাকি সব কল ক্যাশ থেকে।</translation>
    </message>
    <message>
        <source>Runs of calls</source>
        <translation>কলের রান</translation>
    </message>
    <message>
        <source>Epoch</source>
        <translation>ইপক</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>সিগনেচার</translation>
    </message>
    <message>
        <source>First call</source>
        <translation>প্রথম কল</translation>
    </message>
    <message>
        <source>Calls</source>
        <translation>কল</translation>
    </message>
    <message>
        <source>Compiles</source>
        <translation>কম্পাইল হয়</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>শুরু</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>সময়</translation>
    </message>
    <message>
        <source>yes, its first call</source>
        <translation>হ্যাঁ, এর প্রথম কল</translation>
    </message>
    <message>
        <source>no, cached</source>
        <translation>না, ক্যাশ থেকে</translation>
    </message>
    <message>
        <source>A jitted function is traced and compiled for the abstract signature of its arguments: their shapes and dtypes and the values of its static arguments, never the values in the arrays. A call whose signature the function has seen, in any epoch, runs the cached executable.</source>
        <translation>একটি jit করা ফাংশন ট্রেস ও কম্পাইল হয় তার আর্গুমেন্টগুলোর অ্যাবস্ট্রাক্ট সিগনেচারের জন্য: সেগুলোর শেপ ও ডেটাটাইপ আর স্ট্যাটিক আর্গুমেন্টগুলোর মান, অ্যারের ভেতরের মান কখনো নয়। যে কলের সিগনেচার ফাংশনটি আগে দেখেছে, যেকোনো ইপকে, সেটি ক্যাশে রাখা এক্সিকিউটেবল চালায়।</translation>
    </message>
    <message>
        <source>To see the same in a real program, switch on JAX&apos;s compile log:</source>
        <translation>আসল প্রোগ্রামে একই জিনিস দেখতে JAX-এর কম্পাইল লগ চালু করুন:</translation>
    </message>
    <message>
        <source>Each compile mark is then one printed line, naming the function and the shapes it was compiled for; cached calls print nothing.</source>
        <translation>তখন প্রতিটি কম্পাইল চিহ্ন প্রিন্ট হওয়া একটি লাইন, যাতে ফাংশনের নাম আর যে শেপের জন্য কম্পাইল হলো তা থাকে; ক্যাশ থেকে চলা কল কিছুই প্রিন্ট করে না।</translation>
    </message>
    <message>
        <source>Counts</source>
        <translation>গণনা</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>হিসাব</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>মান</translation>
    </message>
    <message>
        <source>Training calls an epoch</source>
        <translation>প্রতি ইপকে ট্রেনিং কল</translation>
    </message>
    <message>
        <source>Evaluation calls</source>
        <translation>ইভ্যালুয়েশন কল</translation>
    </message>
    <message>
        <source>Examples seen an epoch</source>
        <translation>প্রতি ইপকে দেখা উদাহরণ</translation>
    </message>
    <message>
        <source>Padding rows an epoch</source>
        <translation>প্রতি ইপকে প্যাডিংয়ের সারি</translation>
    </message>
</context>
<context>
    <name>JitCacheTimeline</name>
    <message>
        <source>Epoch %1</source>
        <translation>ইপক %1</translation>
    </message>
    <message>
        <source>calls, in order</source>
        <translation>কল, ক্রম অনুযায়ী</translation>
    </message>
    <message>
        <source>Time: compilation, then each signature&apos;s compute</source>
        <translation>সময়: কম্পাইলেশন, তারপর প্রতিটি সিগনেচারের কম্পিউট</translation>
    </message>
    <message>
        <source>compile mark: the call traces and compiles</source>
        <translation>কম্পাইল চিহ্ন: এই কলে ট্রেস ও কম্পাইল হয়</translation>
    </message>
    <message>
        <source>bar: cached calls, the compiled executable run again</source>
        <translation>বার: ক্যাশ থেকে চলা কল, কম্পাইল করা এক্সিকিউটেবল আবার চলে</translation>
    </message>
</context>
<context>
    <name>JsonFileReader</name>
    <message>
        <source>missing; it must be an object with &quot;en&quot; and &quot;bn&quot; texts</source>
        <translation>নেই; &quot;en&quot; ও &quot;bn&quot; টেক্সটসহ একটি অবজেক্ট লাগবে</translation>
    </message>
    <message>
        <source>the Bengali text is missing or empty</source>
        <translation>বাংলা টেক্সট নেই বা ফাঁকা</translation>
    </message>
    <message>
        <source>the English text is missing or empty</source>
        <translation>ইংরেজি টেক্সট নেই বা ফাঁকা</translation>
    </message>
    <message>
        <source>a code span opened with ` is never closed</source>
        <translation>` দিয়ে শুরু হওয়া কোড অংশ কোথাও বন্ধ করা হয়নি</translation>
    </message>
    <message>
        <source>this version reads format %1</source>
        <translation>এই ভার্সন ফরম্যাট %1 পড়ে</translation>
    </message>
    <message>
        <source>this version reads formats %1 to %2</source>
        <translation>এই ভার্সন ফরম্যাট %1 থেকে %2 পড়ে</translation>
    </message>
    <message>
        <source>missing; %1</source>
        <translation>নেই; %1</translation>
    </message>
    <message>
        <source>format %1 is not supported; %2</source>
        <translation>ফরম্যাট %1 সমর্থিত নয়; %2</translation>
    </message>
    <message>
        <source>missing; it must be an object with an &quot;en&quot; or a &quot;bn&quot; text, or both</source>
        <translation>নেই; এমন একটি অবজেক্ট লাগবে যাতে &quot;en&quot; বা &quot;bn&quot; টেক্সট, কিংবা দুটোই থাকে</translation>
    </message>
    <message>
        <source>it must have an &quot;en&quot; or a &quot;bn&quot; text, or both</source>
        <translation>&quot;en&quot; বা &quot;bn&quot; টেক্সট, অথবা দুটোই থাকতে হবে</translation>
    </message>
</context>
<context>
    <name>JsonObjectFile</name>
    <message>
        <source>not valid JSON: %1 at character %2</source>
        <translation>বৈধ JSON নয়: %2 নম্বর অক্ষরে %1</translation>
    </message>
    <message>
        <source>the file must hold one JSON object</source>
        <translation>ফাইলে একটিমাত্র JSON অবজেক্ট থাকতে হবে</translation>
    </message>
    <message>
        <source>an object is not closed</source>
        <translation>একটি অবজেক্ট বন্ধ করা হয়নি</translation>
    </message>
    <message>
        <source>a colon is missing after a name</source>
        <translation>একটি নামের পরে কোলন নেই</translation>
    </message>
    <message>
        <source>a list is not closed</source>
        <translation>একটি তালিকা বন্ধ করা হয়নি</translation>
    </message>
    <message>
        <source>a comma is missing between values</source>
        <translation>দুটি মানের মাঝে কমা নেই</translation>
    </message>
    <message>
        <source>a value is not valid</source>
        <translation>একটি মান বৈধ নয়</translation>
    </message>
    <message>
        <source>the text ends in the middle of a number</source>
        <translation>একটি সংখ্যার মাঝখানে লেখা শেষ হয়ে গেছে</translation>
    </message>
    <message>
        <source>a number is not valid</source>
        <translation>একটি সংখ্যা বৈধ নয়</translation>
    </message>
    <message>
        <source>an escape sequence is not valid</source>
        <translation>একটি এস্কেপ সিকোয়েন্স বৈধ নয়</translation>
    </message>
    <message>
        <source>the text is not valid UTF-8</source>
        <translation>লেখাটি বৈধ UTF-8 নয়</translation>
    </message>
    <message>
        <source>a string is not closed</source>
        <translation>একটি স্ট্রিং বন্ধ করা হয়নি</translation>
    </message>
    <message>
        <source>an object is missing after a comma</source>
        <translation>কমার পরে একটি অবজেক্ট নেই</translation>
    </message>
    <message>
        <source>the document is nested too deeply</source>
        <translation>ডকুমেন্টটির ভেতরে ভেতরে স্তর অনেক বেশি</translation>
    </message>
    <message>
        <source>the document is too large</source>
        <translation>ডকুমেন্টটি অনেক বড়</translation>
    </message>
    <message>
        <source>there is more text after the document</source>
        <translation>ডকুমেন্টের পরেও আরও লেখা আছে</translation>
    </message>
    <message>
        <source>the text is not valid</source>
        <translation>লেখাটি বৈধ নয়</translation>
    </message>
</context>
<context>
    <name>KvCacheModeSwitch</name>
    <message>
        <source>View</source>
        <translation>ভিউ</translation>
    </message>
    <message>
        <source>Activation memory of one layer</source>
        <translation>একটি লেয়ারের অ্যাক্টিভেশন মেমরি</translation>
    </message>
    <message>
        <source>Serving: KV cache</source>
        <translation>সার্ভিং: KV ক্যাশ</translation>
    </message>
    <message>
        <source>Attention&apos;s memory in training and inference, or the cache a server keeps while it generates</source>
        <translation>ট্রেনিং ও ইনফারেন্সে অ্যাটেনশনের মেমরি, অথবা জেনারেট করার সময় সার্ভার যে ক্যাশ রাখে</translation>
    </message>
</context>
<context>
    <name>KvCachePanel</name>
    <message>
        <source>KV cache chart</source>
        <translation>KV ক্যাশের চার্ট</translation>
    </message>
    <message>
        <source>KV cache while generating</source>
        <translation>জেনারেট করার সময় KV ক্যাশ</translation>
    </message>
    <message>
        <source>Tokens generated per sequence</source>
        <translation>প্রতি সিকোয়েন্সে জেনারেট করা টোকেন</translation>
    </message>
    <message>
        <source>Memory (GiB)</source>
        <translation>মেমরি (GiB)</translation>
    </message>
    <message>
        <source>Model weights</source>
        <translation>মডেলের ওয়েট</translation>
    </message>
    <message>
        <source>At the context length</source>
        <translation>কনটেক্সটের দৈর্ঘ্যে</translation>
    </message>
    <message>
        <source>Where the batch runs out</source>
        <translation>যেখানে ব্যাচের মেমরি শেষ</translation>
    </message>
    <message>
        <source>weights</source>
        <translation>ওয়েট</translation>
    </message>
    <message>
        <source>%1 %2 GB</source>
        <translation>%1 %2 GB</translation>
    </message>
    <message>
        <source>Weights + KV cache of the batch</source>
        <translation>ওয়েট + ব্যাচের KV ক্যাশ</translation>
    </message>
    <message>
        <source>KV cache of the batch</source>
        <translation>ব্যাচের KV ক্যাশ</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>runs out beyond %1 tokens</source>
        <translation>%1 টোকেনের পরে মেমরি শেষ</translation>
    </message>
    <message>
        <source>Chart of memory against tokens generated per sequence.</source>
        <translation>প্রতি সিকোয়েন্সে জেনারেট করা টোকেনের সাপেক্ষে মেমরির চার্ট।</translation>
    </message>
    <message>
        <source>%1: %2 at %3 tokens.</source>
        <translation>%1: %3 টোকেনে %2।</translation>
    </message>
    <message>
        <source>%1, %2 tokens: %3</source>
        <translation>%1, %2 টোকেন: %3</translation>
    </message>
    <message>
        <source>%1 billion</source>
        <translation>%1 বিলিয়ন</translation>
    </message>
    <message>
        <source>Per token: %1 (2 for key and value × %2 layers × %3 KV heads × head dimension %4 × %5 bytes).</source>
        <translation>প্রতি টোকেনে: %1 (কী ও ভ্যালুর জন্য ২ × %2টি লেয়ার × %3টি KV হেড × হেড ডাইমেনশন %4 × %5 বাইট)।</translation>
    </message>
    <message>
        <source>At %1 tokens: %2 a sequence, %3 for a batch of %4.</source>
        <translation>%1 টোকেনে: প্রতি সিকোয়েন্সে %2, %4টি সিকোয়েন্সের ব্যাচে %3।</translation>
    </message>
    <message>
        <source>Weights: %1 parameters × %2 bytes = %3.</source>
        <translation>ওয়েট: %1 প্যারামিটার × %2 বাইট = %3।</translation>
    </message>
    <message>
        <source>Weights and cache together: %1.</source>
        <translation>ওয়েট ও ক্যাশ মিলিয়ে: %1।</translation>
    </message>
    <message>
        <source>Grouped-query attention: %1 query heads share %2 KV heads, so the cache is %3 times smaller than with one KV head per query head.</source>
        <translation>গ্রুপড-কোয়েরি অ্যাটেনশন: %1টি কোয়েরি হেড %2টি KV হেড ভাগ করে নেয়, তাই প্রতিটি কোয়েরি হেডের জন্য একটি করে KV হেড থাকলে ক্যাশ যত বড় হতো, এটি তার %3 ভাগের এক ভাগ।</translation>
    </message>
    <message>
        <source>%1 = %2 (the stated “GB” read as GiB).</source>
        <translation>%1 = %2 (লেখা “GB”-কে GiB হিসেবে পড়া)।</translation>
    </message>
    <message>
        <source>Largest batch that fits on %1 at %2 tokens: %3 with the weights, %4 for the cache alone.</source>
        <translation>%2 টোকেনে %1-তে সবচেয়ে বড় যে ব্যাচ ধরে: ওয়েটসহ %3, শুধু ক্যাশ হলে %4।</translation>
    </message>
    <message>
        <source>The weights alone fill this GPU.</source>
        <translation>শুধু ওয়েটেই এই GPU মেমরি ভরে যায়।</translation>
    </message>
    <message>
        <source>Not even one token of a batch of %1 fits.</source>
        <translation>%1টি সিকোয়েন্সের ব্যাচের একটি টোকেনও ধরে না।</translation>
    </message>
    <message>
        <source>A batch of %1 fits at %2 tokens; it runs out beyond %3 tokens a sequence.</source>
        <translation>%1টি সিকোয়েন্সের ব্যাচ %2 টোকেনে ধরে; প্রতি সিকোয়েন্সে %3 টোকেনের পরে মেমরি শেষ হয়।</translation>
    </message>
    <message>
        <source>A batch of %1 does not fit at %2 tokens: it runs out beyond %3 tokens a sequence.</source>
        <translation>%1টি সিকোয়েন্সের ব্যাচ %2 টোকেনে ধরে না: প্রতি সিকোয়েন্সে %3 টোকেনের পরেই মেমরি শেষ হয়।</translation>
    </message>
    <message>
        <source>Model and server</source>
        <translation>মডেল ও সার্ভার</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>হিসাব</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>মডেল</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>লেয়ার</translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation>KV হেড</translation>
    </message>
    <message>
        <source>Head dimension</source>
        <translation>হেড ডাইমেনশন</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>প্যারামিটার</translation>
    </message>
    <message>
        <source>Data type</source>
        <translation>ডেটাটাইপ</translation>
    </message>
    <message>
        <source>Batch size</source>
        <translation>ব্যাচ সাইজ</translation>
    </message>
    <message>
        <source>Context length</source>
        <translation>কনটেক্সটের দৈর্ঘ্য</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Custom GPU memory</source>
        <translation>কাস্টম GPU মেমরি</translation>
    </message>
    <message>
        <source>%1 (GQA, %2 KV heads)</source>
        <translation>%1 (GQA, %2টি KV হেড)</translation>
    </message>
    <message>
        <source>%1 (%2 KV heads)</source>
        <translation>%1 (%2টি KV হেড)</translation>
    </message>
    <message>
        <source>Custom shape</source>
        <translation>কাস্টম শেপ</translation>
    </message>
    <message>
        <source>Shapes as the models&apos; published configurations give them.</source>
        <translation>মডেলগুলোর প্রকাশিত কনফিগারেশনে যেমন শেপ দেওয়া আছে।</translation>
    </message>
    <message>
        <source>Key and value heads. With grouped-query attention several query heads share one.</source>
        <translation>কী ও ভ্যালুর হেড। গ্রুপড-কোয়েরি অ্যাটেনশনে কয়েকটি কোয়েরি হেড একটি KV হেড ভাগ করে নেয়।</translation>
    </message>
    <message>
        <source> billion</source>
        <translation> বিলিয়ন</translation>
    </message>
    <message>
        <source>For the weights&apos; memory: parameters × bytes.</source>
        <translation>ওয়েটের মেমরির জন্য: প্যারামিটার × বাইট।</translation>
    </message>
    <message>
        <source>Data type of the cache and the weights.</source>
        <translation>ক্যাশ ও ওয়েটের ডেটাটাইপ।</translation>
    </message>
    <message>
        <source>Sequences generated at once.</source>
        <translation>একসঙ্গে যতগুলো সিকোয়েন্স জেনারেট হয়।</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> টোকেন</translation>
    </message>
    <message>
        <source>Tokens a sequence holds: prompt and generated text. The arrows double or halve it.</source>
        <translation>একটি সিকোয়েন্সে যত টোকেন থাকে: প্রম্পট ও জেনারেট করা লেখা। তীর চাপলে এটি দ্বিগুণ বা অর্ধেক হয়।</translation>
    </message>
    <message>
        <source>Custom size</source>
        <translation>কাস্টম সাইজ</translation>
    </message>
    <message>
        <source>Memory sizes as NVIDIA states them, read as GiB.</source>
        <translation>NVIDIA যে মেমরি সাইজ জানায়, সেটিকে GiB হিসেবে পড়া হয়।</translation>
    </message>
    <message>
        <source> GB</source>
        <translation> GB</translation>
    </message>
    <message>
        <source>Count the model&apos;s weights</source>
        <translation>মডেলের ওয়েটও ধরুন</translation>
    </message>
    <message>
        <source>The weights take their memory before the cache.</source>
        <translation>ক্যাশের আগে ওয়েট তাদের মেমরি নেয়।</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>লেজেন্ড</translation>
    </message>
    <message>
        <source>Custom GPU of %1 GB</source>
        <translation>%1 GB-এর কাস্টম GPU</translation>
    </message>
    <message>
        <source>Pinned: %1</source>
        <translation>পিন করা: %1</translation>
    </message>
    <message>
        <source>A batch of %1 fits at %2 tokens, and each sequence could grow past %3 tokens, the longest context this view offers.</source>
        <translation>%1টি সিকোয়েন্সের ব্যাচ %2 টোকেনে ধরে, আর প্রতিটি সিকোয়েন্স %3 টোকেন ছাড়িয়েও বাড়তে পারত; এই ভিউতে এর চেয়ে লম্বা কনটেক্সট নেই।</translation>
    </message>
    <message>
        <source>A batch of %1 just fits at %2 tokens: %3 tokens a sequence would not.</source>
        <translation>%1টি সিকোয়েন্সের ব্যাচ %2 টোকেনে ঠিক ধরে যায়: প্রতি সিকোয়েন্সে %3 টোকেন হলে আর ধরবে না।</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>ব্যাখ্যা</translation>
    </message>
    <message>
        <source>Back to the question&apos;s set-up</source>
        <translation>প্রশ্নের সেটিংসে ফিরে যান</translation>
    </message>
    <message>
        <source>Set every control as the question set it</source>
        <translation>প্রতিটি সেটিং প্রশ্নে যেমন ছিল তেমন করে দিন</translation>
    </message>
    <message>
        <source>What the KV cache holds</source>
        <translation>KV ক্যাশে কী থাকে</translation>
    </message>
    <message>
        <source>A model generates one token at a time, and each new token attends to every token before it. Rather than compute their keys and values again at every step, the server keeps them: for each token, each layer stores one key and one value vector of the head dimension per KV head. A token costs 2 × layers × KV heads × head dimension × bytes, and the cache grows by that much with every token generated, for every sequence of the batch.</source>
        <translation>মডেল একবারে একটি করে টোকেন জেনারেট করে, আর প্রতিটি নতুন টোকেন তার আগের সব টোকেনে অ্যাটেন্ড করে। প্রতি ধাপে সেগুলোর কী ও ভ্যালু আবার হিসাব না করে সার্ভার সেগুলো রেখে দেয়: প্রতিটি টোকেনের জন্য প্রতিটি লেয়ার প্রতি KV হেডে হেড ডাইমেনশনের দৈর্ঘ্যের একটি কী আর একটি ভ্যালু ভেক্টর রাখে। একটি টোকেনে লাগে ২ × লেয়ার × KV হেড × হেড ডাইমেনশন × বাইট, আর প্রতিটি জেনারেট করা টোকেনের সঙ্গে ব্যাচের প্রতিটি সিকোয়েন্সের ক্যাশ ততটা করে বাড়ে।</translation>
    </message>
    <message>
        <source>What grouped-query attention saves</source>
        <translation>গ্রুপড-কোয়েরি অ্যাটেনশনে কী বাঁচে</translation>
    </message>
    <message>
        <source>In multi-head attention every query head has its own key and value head. Grouped-query attention (Ainslie et al., 2023) divides the query heads into groups that share one key and one value head each; one group is multi-query attention, one group per head is multi-head attention again. The cache shrinks by the number of query heads over the number of KV heads: Llama 3 8B&apos;s 32 query heads share 8 KV heads, so a token takes %1 in bfloat16 instead of %2. The query heads, and so the attention&apos;s output, keep their number.</source>
        <translation>মাল্টি-হেড অ্যাটেনশনে প্রতিটি কোয়েরি হেডের নিজস্ব কী হেড ও ভ্যালু হেড থাকে। গ্রুপড-কোয়েরি অ্যাটেনশন (Ainslie ও সহকর্মীরা, ২০২৩) কোয়েরি হেডগুলোকে কয়েকটি দলে ভাগ করে, আর প্রতিটি দল একটি কী হেড ও একটি ভ্যালু হেড ভাগ করে নেয়; একটিমাত্র দল হলে তা মাল্টি-কোয়েরি অ্যাটেনশন, প্রতি হেডে একটি দল হলে আবার মাল্টি-হেড অ্যাটেনশন। ক্যাশ ছোট হয় কোয়েরি হেডের সংখ্যাকে KV হেডের সংখ্যা দিয়ে ভাগ করলে যত হয় তত গুণ: Llama 3 8B-এর ৩২টি কোয়েরি হেড ৮টি KV হেড ভাগ করে নেয়, তাই bfloat16-এ একটি টোকেনে লাগে %2-এর বদলে %1। কোয়েরি হেডের সংখ্যা, আর তাই অ্যাটেনশনের আউটপুটও, একই থাকে।</translation>
    </message>
    <message>
        <source>The weights take their memory first (parameters × bytes); the cache has the rest. The largest batch at a context length is the rest divided by what one sequence needs, rounded down; the longest context for a batch is the rest divided by what one token of the whole batch needs, rounded down. A batch fits when it needs no more than the GPU holds: at the limit it still fits, and one more token a sequence would not.</source>
        <translation>প্রথমে ওয়েট তার মেমরি নেয় (প্যারামিটার × বাইট); বাকিটা ক্যাশের। একটি কনটেক্সটের দৈর্ঘ্যে সবচেয়ে বড় ব্যাচ হলো বাকি মেমরিকে একটি সিকোয়েন্সের প্রয়োজন দিয়ে ভাগ করে নিচের দিকে পূর্ণসংখ্যায় নেওয়া ফল; একটি ব্যাচের সবচেয়ে লম্বা কনটেক্সট হলো বাকি মেমরিকে পুরো ব্যাচের একটি টোকেনের প্রয়োজন দিয়ে ভাগ করে একইভাবে নেওয়া ফল। ব্যাচের যত মেমরি লাগে তা GPU-র মেমরির চেয়ে বেশি না হলেই ব্যাচ ধরে: ঠিক সীমায়ও ধরে, কিন্তু প্রতি সিকোয়েন্সে আর একটি টোকেন বাড়লে ধরবে না।</translation>
    </message>
    <message>
        <source>What the view leaves out</source>
        <translation>এই ভিউ যা হিসাবে ধরে না</translation>
    </message>
    <message>
        <source>A real server needs memory besides the weights and the cache: the activations of the step being computed, the CUDA context and what the allocator cannot use. JAX preallocates %1 of the GPU by default, and servers such as vLLM reserve a share of it for the cache in fixed blocks, so a batch runs out sooner than the view shows. The stated “GB” of a GPU is read as GiB (%2 bytes).</source>
        <translation>আসল সার্ভারের ওয়েট ও ক্যাশ ছাড়াও মেমরি লাগে: যে ধাপ হিসাব হচ্ছে তার অ্যাক্টিভেশন, CUDA কনটেক্সট, আর অ্যালোকেটর যে অংশ কাজে লাগাতে পারে না। JAX ডিফল্টভাবে GPU-র %1 আগেই নিয়ে রাখে, আর vLLM-এর মতো সার্ভার ক্যাশের জন্য মেমরির একটি অংশ নির্দিষ্ট মাপের ব্লকে আলাদা করে রাখে, তাই ব্যাচের মেমরি এই ভিউয়ের দেখানোর চেয়ে আগেই শেষ হয়। GPU-র ঘোষিত “GB”-কে GiB (%2 বাইট) হিসেবে পড়া হয়েছে।</translation>
    </message>
    <message>
        <source>Memory against tokens generated</source>
        <translation>জেনারেট করা টোকেনের তুলনায় মেমরি</translation>
    </message>
    <message>
        <source>Tokens a sequence</source>
        <translation>প্রতি সিকোয়েন্সে টোকেন</translation>
    </message>
    <message>
        <source>Weights + KV cache</source>
        <translation>ওয়েট + KV ক্যাশ</translation>
    </message>
    <message>
        <source>Marked points</source>
        <translation>চিহ্নিত বিন্দু</translation>
    </message>
    <message>
        <source>Point</source>
        <translation>বিন্দু</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>মেমরি</translation>
    </message>
    <message>
        <source>%1 layers, %2 KV heads, d = %3</source>
        <translation>%1টি লেয়ার, %2টি KV হেড, d = %3</translation>
    </message>
    <message>
        <source>%1, %2, batch %3</source>
        <translation>%1, %2, ব্যাচ %3</translation>
    </message>
</context>
<context>
    <name>LengthWarning</name>
    <message numerus="yes">
        <source>In %1 of %Ln question(s) the right answer is the longest option; a learner can guess by length.</source>
        <translation>
            <numerusform>%Lnটি প্রশ্নের মধ্যে %1টিতে সঠিক উত্তরই সবচেয়ে লম্বা বিকল্প; শুধু দৈর্ঘ্য দেখেই উত্তর আন্দাজ করা যায়।</numerusform>
            <numerusform>%Lnটি প্রশ্নের মধ্যে %1টিতে সঠিক উত্তরই সবচেয়ে লম্বা বিকল্প; শুধু দৈর্ঘ্য দেখেই উত্তর আন্দাজ করা যায়।</numerusform>
        </translation>
    </message>
    <message>
        <source>the Bengali texts</source>
        <translation>বাংলা লেখা</translation>
    </message>
    <message>
        <source>the English texts</source>
        <translation>ইংরেজি লেখা</translation>
    </message>
    <message>
        <source>%1: warning: %2: %3</source>
        <translation>%1: সতর্কতা: %2: %3</translation>
    </message>
</context>
<context>
    <name>LibraryPage</name>
    <message>
        <source>Library</source>
        <translation>লাইব্রেরি</translation>
    </message>
    <message>
        <source>Choose a quiz. Every answer comes with an explanation, and many questions open an interactive chart of their idea.</source>
        <translation>একটি কুইজ বেছে নিন। প্রতিটি উত্তরের সঙ্গে ব্যাখ্যা আছে, আর অনেক প্রশ্ন থেকে তার ধারণার ইন্টারঅ্যাকটিভ চার্ট খোলা যায়।</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>No Bengali font was found, so Bengali text may show as empty boxes. Install a Bengali font such as Noto Sans Bengali (Debian package fonts-noto-core) and restart ScaleStudy. Everything else works as usual.</source>
        <translation>কোনো বাংলা ফন্ট পাওয়া যায়নি, তাই বাংলা লেখা ফাঁকা বাক্স হয়ে দেখা দিতে পারে। Noto Sans Bengali-র মতো একটি বাংলা ফন্ট ইনস্টল করুন (Debian প্যাকেজ fonts-noto-core), তারপর ScaleStudy আবার চালু করুন। বাকি সব কিছু স্বাভাবিকভাবে কাজ করবে।</translation>
    </message>
    <message>
        <source>Some settings in %1 could not be read; ScaleStudy uses its defaults for them. Your progress is not affected.</source>
        <translation>%1-এর কিছু সেটিং পড়া যায়নি; সেগুলোর জন্য ScaleStudy ডিফল্ট মান ব্যবহার করছে। আপনার অগ্রগতিতে এর কোনো প্রভাব নেই।</translation>
    </message>
    <message>
        <source>The attempt you had open no longer matches its quiz (its questions have changed), so it could not be reopened. Start the quiz again.</source>
        <translation>আপনার খোলা চেষ্টাটি তার কুইজের সঙ্গে আর মেলে না (প্রশ্নগুলো বদলে গেছে), তাই আবার খোলা যায়নি। কুইজটি নতুন করে শুরু করুন।</translation>
    </message>
    <message>
        <source>Another ScaleStudy is using your progress folder, so this window only shows it: nothing you do here is saved. Close the other window and start ScaleStudy again to study.</source>
        <translation>আরেকটি ScaleStudy আপনার অগ্রগতির ফোল্ডারটি ব্যবহার করছে, তাই এই উইন্ডো শুধু সেটি দেখাচ্ছে: এখানে আপনি যা-ই করুন, কিছুই সংরক্ষিত হবে না। পড়াশোনা করতে অন্য উইন্ডোটি বন্ধ করে ScaleStudy আবার চালু করুন।</translation>
    </message>
    <message>
        <source>Your settings could not be saved in %1, so changes to them (language, text size, theme, opened quizzes) will be lost when ScaleStudy closes. Your progress is not affected.</source>
        <translation>আপনার সেটিং %1-এ সংরক্ষণ করা যায়নি, তাই সেগুলোতে করা বদল (ভাষা, লেখার আকার, থিম, খোলা কুইজ) ScaleStudy বন্ধ করলে হারিয়ে যাবে। আপনার অগ্রগতিতে এর কোনো প্রভাব নেই।</translation>
    </message>
    <message>
        <source>Question bank not exported</source>
        <translation>প্রশ্নব্যাংক এক্সপোর্ট হয়নি</translation>
    </message>
    <message>
        <source>%1 could not be written.</source>
        <translation>%1 লেখা যায়নি।</translation>
    </message>
    <message>
        <source>The quiz was exported to %1.</source>
        <translation>কুইজটি %1-এ এক্সপোর্ট করা হয়েছে।</translation>
    </message>
</context>
<context>
    <name>MoodleXmlReader</name>
    <message>
        <source>a question of type &quot;%1&quot;</source>
        <translation>&quot;%1&quot; ধরনের প্রশ্ন</translation>
    </message>
    <message>
        <source>no right answer (fraction 100)</source>
        <translation>কোনো সঠিক উত্তর (fraction 100) নেই</translation>
    </message>
    <message numerus="yes">
        <source>%Ln embedded image(s) left out</source>
        <translation>
            <numerusform>ভেতরে রাখা %Lnটি ছবি বাদ গেছে</numerusform>
            <numerusform>ভেতরে রাখা %Lnটি ছবি বাদ গেছে</numerusform>
        </translation>
    </message>
    <message>
        <source>the file declares a DTD, which is not read</source>
        <translation>ফাইলটিতে একটি DTD ঘোষণা আছে, যা পড়া হয় না</translation>
    </message>
    <message>
        <source>not Moodle XML: it has no &lt;quiz&gt; element</source>
        <translation>এটি Moodle XML নয়: এতে কোনো &lt;quiz&gt; উপাদান নেই</translation>
    </message>
    <message>
        <source>not well-formed XML at line %1: %2</source>
        <translation>%1 নম্বর লাইনে XML ঠিকভাবে গঠিত নয়: %2</translation>
    </message>
    <message>
        <source>the &lt;quiz&gt; holds no questions</source>
        <translation>&lt;quiz&gt;-এ কোনো প্রশ্ন নেই</translation>
    </message>
    <message>
        <source>the file ends before its elements are closed</source>
        <translation>সব উপাদান বন্ধ হওয়ার আগেই ফাইলটি শেষ হয়ে গেছে</translation>
    </message>
    <message>
        <source>a tag, an attribute or a character is out of place</source>
        <translation>একটি ট্যাগ, অ্যাট্রিবিউট বা অক্ষর ভুল জায়গায় আছে</translation>
    </message>
    <message>
        <source>an element is where none may be</source>
        <translation>একটি উপাদান এমন জায়গায় আছে যেখানে কোনো উপাদান থাকতে পারে না</translation>
    </message>
    <message>
        <source>the XML cannot be read</source>
        <translation>XML পড়া যাচ্ছে না</translation>
    </message>
</context>
<context>
    <name>NoticeBar</name>
    <message>
        <source>Dismiss</source>
        <translation>সরিয়ে দিন</translation>
    </message>
    <message>
        <source>Dismiss the notice</source>
        <translation>বার্তাটি সরিয়ে দিন</translation>
    </message>
</context>
<context>
    <name>OptimizeDialog</name>
    <message>
        <source>Optimize the review schedule</source>
        <translation>রিভিউয়ের সময়সূচি অপটিমাইজ করুন</translation>
    </message>
    <message>
        <source>ScaleStudy fits the scheduler&apos;s parameters to your own reviews, keeping some of them aside, and then compares how well the fitted parameters and the ones in use predict the reviews kept aside. You choose whether to use the fitted ones.</source>
        <translation>ScaleStudy আপনার নিজের রিভিউ থেকে সময়সূচির প্যারামিটারগুলো মিলিয়ে নেয়, তবে কিছু রিভিউ আলাদা করে রাখে; তারপর দেখে, মিলিয়ে নেওয়া প্যারামিটার আর এখন চালু প্যারামিটার আলাদা রাখা রিভিউগুলো কতটা ঠিকভাবে আগে থেকে বলতে পারে। মিলিয়ে নেওয়াগুলো ব্যবহার করবেন কি না, তা আপনি ঠিক করবেন।</translation>
    </message>
    <message>
        <source>Fitting the parameters</source>
        <translation>প্যারামিটার মিলিয়ে নেওয়া হচ্ছে</translation>
    </message>
    <message>
        <source>Fitting the parameters to your reviews…</source>
        <translation>আপনার রিভিউ থেকে প্যারামিটার মিলিয়ে নেওয়া হচ্ছে…</translation>
    </message>
    <message>
        <source>In use</source>
        <translation>এখন চালু</translation>
    </message>
    <message>
        <source>Fitted</source>
        <translation>মিলিয়ে নেওয়া</translation>
    </message>
    <message>
        <source>Log loss (lower is better)</source>
        <translation>লগ লস (যত কম, তত ভালো)</translation>
    </message>
    <message>
        <source>RMSE over bins (lower is better)</source>
        <translation>বিন ধরে RMSE (যত কম, তত ভালো)</translation>
    </message>
    <message>
        <source>The parameters in use and the fitted ones, compared</source>
        <translation>এখন চালু ও মিলিয়ে নেওয়া প্যারামিটারের তুলনা</translation>
    </message>
    <message>
        <source>Use the fitted parameters</source>
        <translation>মিলিয়ে নেওয়া প্যারামিটার ব্যবহার করুন</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>বাতিল করুন</translation>
    </message>
    <message numerus="yes">
        <source>Compared on %Ln review(s) kept aside.</source>
        <translation>
            <numerusform>আলাদা রাখা %Lnটি রিভিউয়ে তুলনা করা হয়েছে।</numerusform>
            <numerusform>আলাদা রাখা %Lnটি রিভিউয়ে তুলনা করা হয়েছে।</numerusform>
        </translation>
    </message>
    <message>
        <source>The fitted parameters predict the reviews kept aside better than the ones in use.</source>
        <translation>আলাদা রাখা রিভিউগুলো মিলিয়ে নেওয়া প্যারামিটার এখন চালু প্যারামিটারের চেয়ে ভালোভাবে আগে থেকে বলতে পারে।</translation>
    </message>
    <message>
        <source>Keep the parameters in use</source>
        <translation>এখন চালু প্যারামিটারই রাখুন</translation>
    </message>
    <message numerus="yes">
        <source>%Ln of your reviews came on a later day than the one before; fitting needs at least %1. Review a little longer and try again.</source>
        <translation>
            <numerusform>আপনার %Lnটি রিভিউ আগেরটির পরের কোনো দিনে হয়েছে; মিলিয়ে নিতে অন্তত %1টি লাগে। আরও কিছুদিন রিভিউ করে আবার চেষ্টা করুন।</numerusform>
            <numerusform>আপনার %Lnটি রিভিউ আগেরটির পরের কোনো দিনে হয়েছে; মিলিয়ে নিতে অন্তত %1টি লাগে। আরও কিছুদিন রিভিউ করে আবার চেষ্টা করুন।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>With %Ln review(s) on a later day than the one before (fewer than %1), only the four first-review stabilities were fitted.</source>
        <translation>
            <numerusform>আগেরটির পরের কোনো দিনে হওয়া রিভিউ %Lnটি (%1টির কম), তাই শুধু প্রথম রিভিউয়ের চারটি স্টেবিলিটি মিলিয়ে নেওয়া হয়েছে।</numerusform>
            <numerusform>আগেরটির পরের কোনো দিনে হওয়া রিভিউ %Lnটি (%1টির কম), তাই শুধু প্রথম রিভিউয়ের চারটি স্টেবিলিটি মিলিয়ে নেওয়া হয়েছে।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All 21 parameters were fitted to %Ln review(s) on a later day than the one before.</source>
        <translation>
            <numerusform>আগেরটির পরের কোনো দিনে হওয়া %Lnটি রিভিউ থেকে ২১টি প্যারামিটারই মিলিয়ে নেওয়া হয়েছে।</numerusform>
            <numerusform>আগেরটির পরের কোনো দিনে হওয়া %Lnটি রিভিউ থেকে ২১টি প্যারামিটারই মিলিয়ে নেওয়া হয়েছে।</numerusform>
        </translation>
    </message>
    <message>
        <source>The fitted parameters do not predict the reviews kept aside clearly better than the ones in use (the difference could be chance), so those stay.</source>
        <translation>আলাদা রাখা রিভিউগুলো মিলিয়ে নেওয়া প্যারামিটার এখন চালু প্যারামিটারের চেয়ে স্পষ্টভাবে ভালো বলতে পারে না (পার্থক্যটুকু কাকতালীয়ও হতে পারে), তাই চালুগুলোই থাকছে।</translation>
    </message>
    <message>
        <source>Too few questions could be kept aside to compare the parameters on, so the fitted parameters are not offered.</source>
        <translation>প্যারামিটার তুলনা করার মতো যথেষ্ট প্রশ্ন আলাদা করে রাখা গেল না, তাই মিলিয়ে নেওয়া প্যারামিটার দেওয়া হচ্ছে না।</translation>
    </message>
</context>
<context>
    <name>OptionLabels</name>
    <message>
        <source>A</source>
        <comment>option label</comment>
        <translation>ক</translation>
    </message>
    <message>
        <source>B</source>
        <comment>option label</comment>
        <translation>খ</translation>
    </message>
    <message>
        <source>C</source>
        <comment>option label</comment>
        <translation>গ</translation>
    </message>
    <message>
        <source>D</source>
        <comment>option label</comment>
        <translation>ঘ</translation>
    </message>
    <message>
        <source>E</source>
        <comment>option label</comment>
        <translation>ঙ</translation>
    </message>
    <message>
        <source>F</source>
        <comment>option label</comment>
        <translation>চ</translation>
    </message>
</context>
<context>
    <name>OptionRow</name>
    <message>
        <source>%1. Struck out</source>
        <comment>an option&apos;s accessible name, then that the learner struck it out</comment>
        <translation>%1। কেটে দেওয়া</translation>
    </message>
</context>
<context>
    <name>OtherLanguageView</name>
    <message>
        <source>Show the &amp;other language</source>
        <translation>অন্য ভাষাও দেখান (&amp;O)</translation>
    </message>
    <message>
        <source>Both languages</source>
        <translation>দুই ভাষা</translation>
    </message>
    <message>
        <source>Show each question in the other language too (%1)</source>
        <translation>প্রতিটি প্রশ্ন অন্য ভাষাতেও দেখান (%1)</translation>
    </message>
</context>
<context>
    <name>PageRouter</name>
    <message>
        <source>Cannot resume</source>
        <translation>চালিয়ে যাওয়া যাচ্ছে না</translation>
    </message>
    <message>
        <source>The saved attempt no longer matches this quiz (its questions have changed), so it cannot be resumed. Start the quiz again.</source>
        <translation>সংরক্ষিত চেষ্টাটি এই কুইজের সঙ্গে আর মেলে না (প্রশ্নগুলো বদলে গেছে), তাই যেখানে থেমেছিলেন সেখান থেকে চালানো যাবে না। কুইজটি নতুন করে শুরু করুন।</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>লাইব্রেরি</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>সাহায্য</translation>
    </message>
    <message>
        <source>Glossary</source>
        <translation>পরিভাষা</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>খোঁজ</translation>
    </message>
    <message>
        <source>History</source>
        <translation>ইতিহাস</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>রিভিউ</translation>
    </message>
    <message>
        <source>Flagged questions</source>
        <translation>চিহ্নিত প্রশ্ন</translation>
    </message>
    <message>
        <source>ScaleStudy</source>
        <translation>ScaleStudy</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <comment>page — application</comment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Review statistics</source>
        <translation>রিভিউ পরিসংখ্যান</translation>
    </message>
</context>
<context>
    <name>PipelineControls</name>
    <message>
        <source>m is now %1: interleaved 1F1B sends micro-batches round the GPUs in groups of p, so m must be a multiple of p = %2.</source>
        <translation>m এখন %1: ইন্টারলিভড 1F1B মাইক্রো-ব্যাচগুলোকে p টি করে দলে GPU-গুলোর মধ্যে ঘোরায়, তাই m-কে p = %2-এর গুণিতক হতে হবে।</translation>
    </message>
    <message>
        <source>Schedule:</source>
        <translation>শিডিউল:</translation>
    </message>
    <message>
        <source>Schedule</source>
        <translation>শিডিউল</translation>
    </message>
    <message>
        <source>The order in which each GPU runs its forward and backward blocks</source>
        <translation>প্রতিটি GPU কোন ক্রমে তার ফরওয়ার্ড ও ব্যাকওয়ার্ড ব্লক চালায়</translation>
    </message>
    <message>
        <source>Stages (GPUs), p:</source>
        <translation>স্টেজ (GPU), p:</translation>
    </message>
    <message>
        <source>Number of stages p</source>
        <translation>স্টেজের সংখ্যা p</translation>
    </message>
    <message>
        <source>One stage of the model per GPU, from %1 to %2</source>
        <translation>প্রতি GPU-তে মডেলের একটি স্টেজ, %1 থেকে %2</translation>
    </message>
    <message>
        <source>Micro-batches, m:</source>
        <translation>মাইক্রো-ব্যাচ, m:</translation>
    </message>
    <message>
        <source>Number of micro-batches m</source>
        <translation>মাইক্রো-ব্যাচের সংখ্যা m</translation>
    </message>
    <message>
        <source>How many micro-batches the batch is split into, from %1 to %2</source>
        <translation>ব্যাচটিকে কয়টি মাইক্রো-ব্যাচে ভাগ করা হবে, %1 থেকে %2</translation>
    </message>
    <message>
        <source>Chunks per GPU, v:</source>
        <translation>প্রতি GPU-তে চাঙ্ক, v:</translation>
    </message>
    <message>
        <source>Model chunks per GPU v (interleaved 1F1B only)</source>
        <translation>প্রতি GPU-তে মডেলের চাঙ্ক v (শুধু ইন্টারলিভড 1F1B-তে)</translation>
    </message>
    <message>
        <source>Interleaved 1F1B only: each GPU holds v smaller chunks of the model</source>
        <translation>শুধু ইন্টারলিভড 1F1B-তে: প্রতিটি GPU মডেলের v টি ছোট চাঙ্ক রাখে</translation>
    </message>
    <message>
        <source>Backward ÷ forward, r:</source>
        <translation>ব্যাকওয়ার্ড ÷ ফরওয়ার্ড, r:</translation>
    </message>
    <message>
        <source>Backward to forward time ratio r</source>
        <translation>ব্যাকওয়ার্ড ও ফরওয়ার্ড সময়ের অনুপাত r</translation>
    </message>
    <message>
        <source>How many times longer a backward block takes than a forward block</source>
        <translation>একটি ব্যাকওয়ার্ড ব্লকে একটি ফরওয়ার্ড ব্লকের কত গুণ সময় লাগে</translation>
    </message>
    <message>
        <source>Bubble measure:</source>
        <translation>বাবলের মাপ:</translation>
    </message>
    <message>
        <source>÷ total time (GPipe)</source>
        <translation>÷ মোট সময় (GPipe)</translation>
    </message>
    <message>
        <source>÷ ideal compute (Megatron-LM)</source>
        <translation>÷ আদর্শ কম্পিউট সময় (Megatron-LM)</translation>
    </message>
    <message>
        <source>Bubble measure the chart shows</source>
        <translation>চার্টে বাবলের কোন মাপ দেখানো হবে</translation>
    </message>
    <message>
        <source>Divide the idle time by the whole run (GPipe) or by the useful work (Megatron-LM)</source>
        <translation>নিষ্ক্রিয় সময়কে পুরো রানের সময় (GPipe) নাকি কাজের সময় (Megatron-LM) দিয়ে ভাগ করা হবে</translation>
    </message>
    <message>
        <source>Why m changed</source>
        <translation>m কেন বদলাল</translation>
    </message>
</context>
<context>
    <name>PipelinePage</name>
    <message>
        <source>Pipeline bubbles</source>
        <translation>পাইপলাইন বাবল</translation>
    </message>
    <message>
        <source>Why there is no timeline</source>
        <translation>কেন টাইমলাইন নেই</translation>
    </message>
    <message>
        <source>What this question is about</source>
        <translation>এই প্রশ্নটি কী নিয়ে</translation>
    </message>
    <message>
        <source>Show m = %1</source>
        <translation>m = %1 দেখান</translation>
    </message>
    <message>
        <source>Show the pipeline with m = %1</source>
        <translation>m = %1 দিয়ে পাইপলাইন দেখান</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>হিসাব</translation>
    </message>
    <message>
        <source>About pipeline bubbles</source>
        <translation>পাইপলাইন বাবল সম্পর্কে</translation>
    </message>
    <message>
        <source>Chart: bubble against the number of micro-batches</source>
        <translation>চার্ট: মাইক্রো-ব্যাচের সংখ্যা অনুযায়ী বাবল</translation>
    </message>
    <message>
        <source>Chart: peak activations held on each GPU</source>
        <translation>চার্ট: প্রতিটি GPU-তে সর্বোচ্চ কত অ্যাক্টিভেশন জমা থাকে</translation>
    </message>
    <message>
        <source>closed form</source>
        <translation>সূত্র</translation>
    </message>
    <message>
        <source>simulated</source>
        <translation>সিমুলেশন</translation>
    </message>
    <message>
        <source>current m</source>
        <translation>বর্তমান m</translation>
    </message>
    <message>
        <source>micro-batches m</source>
        <translation>মাইক্রো-ব্যাচ m</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Peak activations per GPU</source>
        <translation>প্রতি GPU-তে সর্বোচ্চ অ্যাক্টিভেশন</translation>
    </message>
    <message>
        <source>No timeline: %1</source>
        <translation>টাইমলাইন নেই: %1</translation>
    </message>
    <message>
        <source>Schedule: %1</source>
        <translation>শিডিউল: %1</translation>
    </message>
    <message>
        <source>Makespan: %1 time units</source>
        <translation>মোট সময়: %1 একক</translation>
    </message>
    <message>
        <source>Ideal compute per GPU: %1</source>
        <translation>প্রতি GPU-তে আদর্শ কম্পিউট সময়: %1</translation>
    </message>
    <message>
        <source>Idle time per GPU (bubble): %1</source>
        <translation>প্রতি GPU-তে নিষ্ক্রিয় সময় (বাবল): %1</translation>
    </message>
    <message>
        <source>Bubble ÷ total time (GPipe): %1</source>
        <translation>বাবল ÷ মোট সময় (GPipe): %1</translation>
    </message>
    <message>
        <source>Bubble ÷ ideal compute (Megatron-LM): %1</source>
        <translation>বাবল ÷ আদর্শ কম্পিউট সময় (Megatron-LM): %1</translation>
    </message>
    <message>
        <source>Closed form: %1 of total time, %2 of ideal compute</source>
        <translation>সূত্র অনুযায়ী: মোট সময়ের %1, আদর্শ কম্পিউট সময়ের %2</translation>
    </message>
    <message>
        <source>Closed form: none for these values (ZB-H1&apos;s formula needs m ≥ p and r ≤ 2)</source>
        <translation>সূত্র অনুযায়ী: এই মানগুলোর জন্য হিসাব করা যায় না (ZB-H1-এর সূত্রে m ≥ p এবং r ≤ ২ লাগে)</translation>
    </message>
    <message>
        <source>Most activations held, in micro-batches: %1, on GPU %2</source>
        <translation>সবচেয়ে বেশি জমা অ্যাক্টিভেশন, মাইক্রো-ব্যাচের হিসাবে: %1, GPU %2-এ</translation>
    </message>
    <message>
        <source>Bubble against m: %1, p = %2</source>
        <translation>m অনুযায়ী বাবল: %1, p = %2</translation>
    </message>
    <message>
        <source>No values for these settings.</source>
        <translation>এই সেটিংসে কোনো মান নেই।</translation>
    </message>
    <message>
        <source>Simulated %1: %2 at m = %3, %4 at m = %5.</source>
        <translation>সিমুলেশনে %1: m = %3 হলে %2, m = %5 হলে %4।</translation>
    </message>
    <message>
        <source>Now, at m = %1: %2.</source>
        <translation>এখন, m = %1 হলে: %2।</translation>
    </message>
    <message>
        <source>GPU %1: %2</source>
        <translation>GPU %1: %2</translation>
    </message>
    <message>
        <source> (%1: %2)</source>
        <translation> (%1: %2)</translation>
    </message>
    <message>
        <source>Micro-batches of activations held at peak. %1</source>
        <translation>সর্বোচ্চ অবস্থায় জমা অ্যাক্টিভেশন, মাইক্রো-ব্যাচের হিসাবে। %1</translation>
    </message>
    <message>
        <source>A bubble is time a GPU sits idle, waiting for activations from the stage before it or for gradients from the stage after it. Naive pipeline, p = %1, one batch: only one GPU works at a time, so each is idle %2 of the time, (p−1)/p.</source>
        <translation>বাবল হলো সেই সময়, যখন একটি GPU নিষ্ক্রিয় বসে থাকে: আগের স্টেজ থেকে অ্যাক্টিভেশন বা পরের স্টেজ থেকে গ্রেডিয়েন্টের অপেক্ষায়। নেইভ পাইপলাইন, p = %1, একটিই ব্যাচ: একসঙ্গে মাত্র একটি GPU কাজ করে, তাই প্রতিটি GPU %2 সময় নিষ্ক্রিয় থাকে, অর্থাৎ (p−১)/p।</translation>
    </message>
    <message>
        <source>Split the batch into micro-batches. GPipe, p = %1: with m = %2 the GPUs are idle %3 of the time; with m = %4 only %5, because the stages work on different micro-batches at once. Compare the two:</source>
        <translation>ব্যাচকে মাইক্রো-ব্যাচে ভাগ করুন। GPipe, p = %1: m = %2 হলে GPU-গুলো %3 সময় নিষ্ক্রিয় থাকে; m = %4 হলে মাত্র %5, কারণ স্টেজগুলো একই সময়ে ভিন্ন ভিন্ন মাইক্রো-ব্যাচে কাজ করে। দুটো তুলনা করুন:</translation>
    </message>
    <message>
        <source>What is a bubble?</source>
        <translation>বাবল কী?</translation>
    </message>
    <message>
        <source>Each GPU holds one stage of the model. A stage can start a block only when the stage before has sent its activations (forward) or the stage after has sent its gradients (backward). While it waits, the GPU is idle: that idle time is the pipeline bubble, grey in the timeline. Without micro-batches only one GPU works at a time, so each is idle (p−1)/p of the time.</source>
        <translation>প্রতিটি GPU মডেলের একটি স্টেজ রাখে। একটি স্টেজ কোনো ব্লক শুরু করতে পারে কেবল তখনই, যখন আগের স্টেজ তার অ্যাক্টিভেশন পাঠিয়েছে (ফরওয়ার্ড) বা পরের স্টেজ তার গ্রেডিয়েন্ট পাঠিয়েছে (ব্যাকওয়ার্ড)। অপেক্ষার সময়টায় GPU নিষ্ক্রিয় থাকে: এই নিষ্ক্রিয় সময়ই পাইপলাইন বাবল, টাইমলাইনে ধূসর রঙে দেখানো। মাইক্রো-ব্যাচ ছাড়া একসঙ্গে মাত্র একটি GPU কাজ করে, তাই প্রতিটি GPU (p−১)/p সময় নিষ্ক্রিয় থাকে।</translation>
    </message>
    <message>
        <source>Why micro-batches help</source>
        <translation>মাইক্রো-ব্যাচ কেন কাজে আসে</translation>
    </message>
    <message>
        <source>Splitting the batch into m micro-batches lets the stages work on different micro-batches at once. Filling and draining the pipeline still costs (p−1)(t_f + t_b) on each GPU, but the useful work grows with m, so the bubble&apos;s share shrinks as m grows.</source>
        <translation>ব্যাচকে m টি মাইক্রো-ব্যাচে ভাগ করলে স্টেজগুলো একই সময়ে ভিন্ন ভিন্ন মাইক্রো-ব্যাচে কাজ করতে পারে। পাইপলাইন ভরতে আর খালি হতে প্রতিটি GPU-তে তবুও (p−১)(t_f + t_b) সময় যায়, কিন্তু কাজের পরিমাণ m-এর সঙ্গে বাড়ে, তাই m যত বাড়ে, মোট সময়ে বাবলের ভাগ তত কমে।</translation>
    </message>
    <message>
        <source>GPipe against 1F1B</source>
        <translation>GPipe বনাম 1F1B</translation>
    </message>
    <message>
        <source>GPipe runs every forward, then every backward, so each GPU holds the activations of all m micro-batches. 1F1B starts each backward as soon as it can: the bubble is the same, but GPU i holds at most p − i + 1 micro-batches (see the activations chart).</source>
        <translation>GPipe আগে সব ফরওয়ার্ড, তারপর সব ব্যাকওয়ার্ড চালায়, তাই প্রতিটি GPU-কে m টি মাইক্রো-ব্যাচের সবগুলোর অ্যাক্টিভেশন জমা রাখতে হয়। 1F1B প্রতিটি ব্যাকওয়ার্ড যত দ্রুত সম্ভব শুরু করে: বাবল একই থাকে, কিন্তু GPU i সর্বোচ্চ p − i + ১ টি মাইক্রো-ব্যাচ জমা রাখে (অ্যাক্টিভেশন চার্ট দেখুন)।</translation>
    </message>
    <message>
        <source>Interleaving</source>
        <translation>ইন্টারলিভিং</translation>
    </message>
    <message>
        <source>Interleaved 1F1B gives each GPU v smaller chunks of the model, so a block takes 1/v of the time and the fill and drain shrink to (p−1)(t_f + t_b)/v. The price is v times as many messages between GPUs and more activations held. m must be a multiple of p; with v = 1 it is plain 1F1B.</source>
        <translation>ইন্টারলিভড 1F1B প্রতিটি GPU-কে মডেলের v টি ছোট চাঙ্ক দেয়, তাই একটি ব্লকে ১/v সময় লাগে, আর পাইপলাইন ভরা ও খালি হওয়ার সময় কমে (p−১)(t_f + t_b)/v হয়। এর দাম: GPU-গুলোর মধ্যে v গুণ বেশিবার কমিউনিকেশন, আর আরও বেশি অ্যাক্টিভেশন জমা রাখা। m-কে p-এর গুণিতক হতে হবে; v = ১ হলে এটি সাধারণ 1F1B।</translation>
    </message>
    <message>
        <source>Zero-bubble schedules</source>
        <translation>জিরো-বাবল শিডিউল</translation>
    </message>
    <message>
        <source>ZB-H1 splits the backward into B, the gradient for the stage&apos;s input, which the stage before is waiting for, and W, the gradient for the weights, which nobody waits for. B runs at once and W fills time that would be idle: the bubble falls to (p−1)(t_F + t_B − t_W), and no GPU holds more than 1F1B&apos;s busiest GPU.</source>
        <translation>ZB-H1 ব্যাকওয়ার্ডকে দুই ভাগ করে: B, স্টেজের ইনপুটের গ্রেডিয়েন্ট, যার জন্য আগের স্টেজ অপেক্ষা করছে; আর W, ওয়েটের গ্রেডিয়েন্ট, যার জন্য কেউ অপেক্ষা করে না। B সঙ্গে সঙ্গে চলে আর W সেই সময়টা ভরে দেয় যা নইলে নিষ্ক্রিয় থাকত: বাবল কমে (p−১)(t_F + t_B − t_W) হয়, আর কোনো GPU 1F1B-এর সবচেয়ে ব্যস্ত GPU-র চেয়ে বেশি অ্যাক্টিভেশন জমা রাখে না।</translation>
    </message>
    <message>
        <source>Two ways to measure the bubble</source>
        <translation>বাবল মাপার দুটি উপায়</translation>
    </message>
    <message>
        <source>bubble ÷ ideal compute = (p−1)/m (Megatron-LM)</source>
        <translation>বাবল ÷ আদর্শ কম্পিউট সময় = (p−১)/m (Megatron-LM)</translation>
    </message>
    <message>
        <source>bubble ÷ total time = (p−1)/(m+p−1) (GPipe)</source>
        <translation>বাবল ÷ মোট সময় = (p−১)/(m+p−১) (GPipe)</translation>
    </message>
    <message>
        <source>Both divide the same idle time: the first by the useful work, the second by the whole run. The formulas hold for GPipe and 1F1B; the figures give both measures for every schedule.</source>
        <translation>দুটোই একই নিষ্ক্রিয় সময়কে ভাগ করে: প্রথমটি কাজের সময় দিয়ে, দ্বিতীয়টি পুরো রানের সময় দিয়ে। সূত্র দুটি GPipe ও 1F1B-এর ক্ষেত্রে খাটে; হিসাবে প্রতিটি শিডিউলের জন্য দুটো মাপই দেখানো হয়।</translation>
    </message>
    <message>
        <source>From question %1 of “%2”.</source>
        <translation>“%2”-এর %1 নম্বর প্রশ্ন থেকে।</translation>
    </message>
    <message>
        <source>Back to the question&apos;s set-up</source>
        <translation>প্রশ্নের সেটিংসে ফিরে যান</translation>
    </message>
    <message>
        <source>Set every control as the question set it</source>
        <translation>প্রতিটি সেটিং প্রশ্নে যেমন ছিল তেমন করে দিন</translation>
    </message>
    <message>
        <source>The set-up has changed: this question&apos;s note no longer describes what the page shows.</source>
        <translation>সেটিংস বদলে গেছে: প্রশ্নের এই নোট আর পেজে যা দেখাচ্ছে তার সঙ্গে মেলে না।</translation>
    </message>
    <message>
        <source>The controls are set as the question has them.</source>
        <translation>সেটিংস প্রশ্নে যেমন দেওয়া আছে তেমনই।</translation>
    </message>
    <message>
        <source>%1, m = %2: %3</source>
        <translation>%1, m = %2: %3</translation>
    </message>
    <message>
        <source>bubble ÷ total (%)</source>
        <translation>বাবল ÷ মোট (%)</translation>
    </message>
    <message>
        <source>bubble ÷ ideal (%)</source>
        <translation>বাবল ÷ আদর্শ (%)</translation>
    </message>
    <message>
        <source>GPU %1, %2: %3</source>
        <translation>GPU %1, %2: %3</translation>
    </message>
    <message>
        <source>micro-batches</source>
        <translation>মাইক্রো-ব্যাচ</translation>
    </message>
    <message>
        <source>Pipeline timeline</source>
        <translation>পাইপলাইন টাইমলাইন</translation>
    </message>
    <message>
        <source>Bubble against m</source>
        <translation>m অনুযায়ী বাবল</translation>
    </message>
    <message>
        <source>%1, p = %2, m = %3, v = %4, r = %5</source>
        <translation>%1, p = %2, m = %3, v = %4, r = %5</translation>
    </message>
    <message>
        <source>%1, p = %2, m = %3, r = %4</source>
        <translation>%1, p = %2, m = %3, r = %4</translation>
    </message>
    <message>
        <source>Pinned: %1</source>
        <translation>পিন করা: %1</translation>
    </message>
    <message>
        <source>Timeline per GPU</source>
        <translation>প্রতি GPU-র টাইমলাইন</translation>
    </message>
    <message>
        <source>Busy (time units)</source>
        <translation>ব্যস্ত (একক সময়)</translation>
    </message>
    <message>
        <source>Idle (time units)</source>
        <translation>নিষ্ক্রিয় (একক সময়)</translation>
    </message>
    <message>
        <source>Most activations held (micro-batches)</source>
        <translation>সবচেয়ে বেশি জমা অ্যাক্টিভেশন (মাইক্রো-ব্যাচ)</translation>
    </message>
    <message>
        <source>Timeline blocks</source>
        <translation>টাইমলাইনের ব্লক</translation>
    </message>
    <message>
        <source>Block</source>
        <translation>ব্লক</translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation>মাইক্রো-ব্যাচ</translation>
    </message>
    <message>
        <source>Chunk</source>
        <translation>চাঙ্ক</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>শুরু</translation>
    </message>
    <message>
        <source>End</source>
        <translation>শেষ</translation>
    </message>
    <message>
        <source>bubble ÷ total time</source>
        <translation>বাবল ÷ মোট সময়</translation>
    </message>
    <message>
        <source>bubble ÷ ideal compute</source>
        <translation>বাবল ÷ আদর্শ কম্পিউট সময়</translation>
    </message>
    <message>
        <source>m</source>
        <translation>m</translation>
    </message>
    <message>
        <source>Simulated, %1</source>
        <translation>সিমুলেশনে, %1</translation>
    </message>
    <message>
        <source>Closed form, %1</source>
        <translation>সূত্র অনুযায়ী, %1</translation>
    </message>
    <message>
        <source>Pinned timeline per GPU: %1; makespan %2</source>
        <translation>প্রতি GPU-র পিন করা টাইমলাইন: %1; মোট সময় %2</translation>
    </message>
    <message>
        <source>Legend of the bubble chart</source>
        <translation>বাবল চার্টের লেজেন্ড</translation>
    </message>
    <message>
        <source>Legend of the activations chart</source>
        <translation>অ্যাক্টিভেশন চার্টের লেজেন্ড</translation>
    </message>
    <message>
        <source>(Over 100 %: each GPU waits longer than it computes, here %1 times as long.)</source>
        <translation>(১০০ %-এর বেশি: প্রতিটি GPU যতক্ষণ গণনা করে, তার চেয়ে বেশিক্ষণ অপেক্ষা করে; এখানে %1 গুণ।)</translation>
    </message>
</context>
<context>
    <name>PipelineSimulator</name>
    <message>
        <source>The number of stages p must be between %1 and %2.</source>
        <translation>স্টেজের সংখ্যা p অবশ্যই %1 থেকে %2-এর মধ্যে হতে হবে।</translation>
    </message>
    <message>
        <source>The number of micro-batches m must be between %1 and %2.</source>
        <translation>মাইক্রো-ব্যাচের সংখ্যা m অবশ্যই %1 থেকে %2-এর মধ্যে হতে হবে।</translation>
    </message>
    <message>
        <source>The number of chunks per GPU v must be between %1 and %2.</source>
        <translation>প্রতি GPU-তে চাঙ্কের সংখ্যা v অবশ্যই %1 থেকে %2-এর মধ্যে হতে হবে।</translation>
    </message>
    <message>
        <source>The backward/forward ratio r must be between %1 and %2.</source>
        <translation>ব্যাকওয়ার্ড/ফরওয়ার্ড অনুপাত r অবশ্যই %1 থেকে %2-এর মধ্যে হতে হবে।</translation>
    </message>
    <message>
        <source>Interleaved 1F1B sends micro-batches round the GPUs in groups of p, so m must be a multiple of p = %1 (m = %2 is not). Try m = %3.</source>
        <translation>ইন্টারলিভড 1F1B মাইক্রো-ব্যাচগুলোকে p টি করে দলে GPU-গুলোর মধ্যে ঘোরায়, তাই m-কে p = %1-এর গুণিতক হতে হবে (m = %2 তা নয়)। m = %3 চেষ্টা করুন।</translation>
    </message>
    <message>
        <source>The schedule lists an operation twice or outside the pipeline.</source>
        <translation>শিডিউলে কোনো কাজ দুবার আছে, বা পাইপলাইনের বাইরে পড়েছে।</translation>
    </message>
    <message>
        <source>The schedule cannot finish: every GPU waits for an input that never comes.</source>
        <translation>শিডিউলটি শেষ হতে পারে না: প্রতিটি GPU এমন ইনপুটের অপেক্ষায় আছে যা কখনো আসবে না।</translation>
    </message>
    <message>
        <source>Naive (no micro-batching)</source>
        <translation>নেইভ (সরল, মাইক্রো-ব্যাচ ছাড়া)</translation>
    </message>
    <message>
        <source>GPipe</source>
        <translation>GPipe</translation>
    </message>
    <message>
        <source>1F1B (PipeDream-Flush)</source>
        <translation>1F1B (PipeDream-Flush)</translation>
    </message>
    <message>
        <source>Interleaved 1F1B</source>
        <translation>ইন্টারলিভড 1F1B</translation>
    </message>
    <message>
        <source>Zero bubble (ZB-H1)</source>
        <translation>জিরো বাবল (ZB-H1)</translation>
    </message>
</context>
<context>
    <name>PipelineTimelineWidget</name>
    <message>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <source>forward</source>
        <translation>ফরওয়ার্ড</translation>
    </message>
    <message>
        <source>backward</source>
        <translation>ব্যাকওয়ার্ড</translation>
    </message>
    <message>
        <source>backward: input gradient (B)</source>
        <translation>ব্যাকওয়ার্ড: ইনপুট গ্রেডিয়েন্ট (B)</translation>
    </message>
    <message>
        <source>backward: weight gradient (W)</source>
        <translation>ব্যাকওয়ার্ড: ওয়েট গ্রেডিয়েন্ট (W)</translation>
    </message>
    <message>
        <source>%1: %2 blocks, busy %3, idle %4 time units.</source>
        <translation>%1: %2টি ব্লক, ব্যস্ত %3, নিষ্ক্রিয় %4 একক সময়।</translation>
    </message>
    <message>
        <source>Pipeline timeline</source>
        <translation>পাইপলাইন টাইমলাইন</translation>
    </message>
    <message>
        <source>bubble (idle GPU)</source>
        <translation>বাবল (নিষ্ক্রিয় GPU)</translation>
    </message>
    <message>
        <source>numbers: micro-batch</source>
        <translation>সংখ্যা: মাইক্রো-ব্যাচ</translation>
    </message>
    <message>
        <source>bubble</source>
        <translation>বাবল</translation>
    </message>
    <message>
        <source>time (one micro-batch forward = 1 unit); makespan %1</source>
        <translation>সময় (একটি মাইক্রো-ব্যাচের ফরওয়ার্ড = ১ একক); মোট সময় %1</translation>
    </message>
    <message>
        <source>%1, %2, whole batch (micro-batches %3)</source>
        <translation>%1, %2, পুরো ব্যাচ (মাইক্রো-ব্যাচ %3)</translation>
    </message>
    <message>
        <source>%1, %2, micro-batch %3</source>
        <translation>%1, %2, মাইক্রো-ব্যাচ %3</translation>
    </message>
    <message>
        <source>%1, chunk %2</source>
        <translation>%1, চাঙ্ক %2</translation>
    </message>
    <message>
        <source>%1: time %2 to %3</source>
        <translation>%1: সময় %2 থেকে %3</translation>
    </message>
    <message>
        <source>%1 is idle (bubble) from time %2 to %3</source>
        <translation>%1 সময় %2 থেকে %3 পর্যন্ত নিষ্ক্রিয় (বাবল)</translation>
    </message>
    <message>
        <source>pinned: makespan %1</source>
        <translation>পিন করা: মোট সময় %1</translation>
    </message>
    <message>
        <source>Pinned: %1; makespan %2 time units, against %3 now.</source>
        <translation>পিন করা: %1; মোট সময় %2 একক সময়, এখন %3।</translation>
    </message>
    <message>
        <source>The pinned run&apos;s strips show its first %1 of %2 GPUs.</source>
        <translation>পিন করা সেটিংয়ের %2টি GPU-র প্রথম %1টির ফালি আঁকা হয়েছে।</translation>
    </message>
    <message>
        <source>Pinned: %1</source>
        <translation>পিন করা: %1</translation>
    </message>
    <message>
        <source>Pinned setting (%1): %2</source>
        <translation>পিন করা সেটিং (%1): %2</translation>
    </message>
    <message>
        <source>chunk %1</source>
        <translation>চাঙ্ক %1</translation>
    </message>
</context>
<context>
    <name>ProgressStore</name>
    <message>
        <source>it is damaged</source>
        <translation>ফাইলটি নষ্ট হয়ে গেছে</translation>
    </message>
    <message>
        <source>Your saved progress could not be read (%1). The file was kept as %2 and ScaleStudy starts with fresh progress.</source>
        <translation>আপনার সংরক্ষিত অগ্রগতি পড়া যায়নি (%1)। ফাইলটি %2 নামে রেখে দেওয়া হয়েছে, আর ScaleStudy নতুন অগ্রগতি দিয়ে শুরু হচ্ছে।</translation>
    </message>
    <message>
        <source>Your saved progress in %1 could not be read (%2), and it could not be moved aside. ScaleStudy will not write over it: progress from this session will not be saved.</source>
        <translation>%1-এ সংরক্ষিত অগ্রগতি পড়া যায়নি (%2), আর ফাইলটি সরিয়েও রাখা যায়নি। ScaleStudy সেটির ওপর কিছু লিখবে না: এই সেশনের অগ্রগতি সংরক্ষণ হবে না।</translation>
    </message>
    <message>
        <source>it is too large to be progress</source>
        <translation>অগ্রগতির ফাইল হিসেবে এটি অস্বাভাবিক বড়</translation>
    </message>
    <message>
        <source>Your saved progress for %1 could not be read; the rest was loaded. The file %2 could not be copied aside, so ScaleStudy will not write over it: progress from this session will not be saved.</source>
        <translation>%1-এর সংরক্ষিত অগ্রগতি পড়া যায়নি; বাকিটা লোড হয়েছে। %2 ফাইলটির কপি আলাদা করে রাখা যায়নি, তাই ScaleStudy এর ওপরে লিখবে না: এই সেশনের অগ্রগতি সংরক্ষিত হবে না।</translation>
    </message>
    <message>
        <source>Your saved progress for %1 could not be read; the rest was loaded. The original file was kept as %2.</source>
        <translation>%1-এর সংরক্ষিত অগ্রগতি পড়া যায়নি; বাকিটা লোড হয়েছে। মূল ফাইলটি %2 নামে রেখে দেওয়া হয়েছে।</translation>
    </message>
    <message>
        <source>Your saved progress in %1 was written by a newer version of ScaleStudy (format %2; this version reads format %3). It is left as it is, and progress from this session will not be saved. Update ScaleStudy to go on with your progress.</source>
        <translation>%1-এ আপনার সংরক্ষিত অগ্রগতি ScaleStudy-এর নতুনতর সংস্করণে লেখা (ফরম্যাট %2; এই সংস্করণ ফরম্যাট %3 পড়ে)। ফাইলটি যেমন ছিল তেমনই রাখা হয়েছে, আর এই সেশনের অগ্রগতি সংরক্ষিত হবে না। অগ্রগতি চালিয়ে যেতে ScaleStudy হালনাগাদ করুন।</translation>
    </message>
    <message>
        <source>Progress is not being saved: the saved progress that could not be read is kept as it is, not replaced. Your answers stay in this window; they will be lost when it closes.</source>
        <translation>অগ্রগতি সংরক্ষিত হচ্ছে না: যে সংরক্ষিত অগ্রগতি পড়া যায়নি সেটি বদলানো হচ্ছে না, যেমন ছিল তেমনই আছে। আপনার উত্তরগুলো এই উইন্ডোতে আছে; উইন্ডো বন্ধ করলে সেগুলো হারিয়ে যাবে।</translation>
    </message>
    <message>
        <source>Progress is not being saved: the progress file belongs to a newer version of ScaleStudy. Your answers stay in this window; they will be lost when it closes.</source>
        <translation>অগ্রগতি সংরক্ষিত হচ্ছে না: অগ্রগতির ফাইলটি ScaleStudy-এর নতুনতর সংস্করণের। আপনার উত্তরগুলো এই উইন্ডোতে আছে; উইন্ডো বন্ধ করলে সেগুলো হারিয়ে যাবে।</translation>
    </message>
    <message>
        <source>Progress could not be saved (%1). Your saved progress is kept as it was before; this window&apos;s answers will be lost when it closes unless a later save succeeds.</source>
        <translation>অগ্রগতি সংরক্ষণ করা যায়নি (%1)। আগের সংরক্ষিত অগ্রগতি যেমন ছিল তেমনই আছে; পরে কোনো সংরক্ষণ সফল না হলে উইন্ডো বন্ধ করলে এই উইন্ডোর উত্তরগুলো হারিয়ে যাবে।</translation>
    </message>
    <message numerus="yes">
        <source>%Ln attempt(s) in your history could not be read and were left out; the rest was loaded. The file %1 could not be copied aside, so ScaleStudy will not write over it: progress from this session will not be saved.</source>
        <translation>
            <numerusform>আপনার ইতিহাসের %Lnটি চেষ্টা পড়া যায়নি, সেগুলো বাদ দেওয়া হয়েছে; বাকিটা লোড হয়েছে। %1 ফাইলটির কপি আলাদা করে রাখা যায়নি, তাই ScaleStudy এর ওপরে লিখবে না: এই সেশনের অগ্রগতি সংরক্ষিত হবে না।</numerusform>
            <numerusform>আপনার ইতিহাসের %Lnটি চেষ্টা পড়া যায়নি, সেগুলো বাদ দেওয়া হয়েছে; বাকিটা লোড হয়েছে। %1 ফাইলটির কপি আলাদা করে রাখা যায়নি, তাই ScaleStudy এর ওপরে লিখবে না: এই সেশনের অগ্রগতি সংরক্ষিত হবে না।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln attempt(s) in your history could not be read and were left out; the rest was loaded. The original file was kept as %1.</source>
        <translation>
            <numerusform>আপনার ইতিহাসের %Lnটি চেষ্টা পড়া যায়নি, সেগুলো বাদ দেওয়া হয়েছে; বাকিটা লোড হয়েছে। মূল ফাইলটি %1 নামে রেখে দেওয়া হয়েছে।</numerusform>
            <numerusform>আপনার ইতিহাসের %Lnটি চেষ্টা পড়া যায়নি, সেগুলো বাদ দেওয়া হয়েছে; বাকিটা লোড হয়েছে। মূল ফাইলটি %1 নামে রেখে দেওয়া হয়েছে।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln attempt(s) in your history could not be read either and were left out.</source>
        <translation>
            <numerusform>আপনার ইতিহাসের %Lnটি চেষ্টাও পড়া যায়নি, সেগুলো বাদ দেওয়া হয়েছে।</numerusform>
            <numerusform>আপনার ইতিহাসের %Lnটি চেষ্টাও পড়া যায়নি, সেগুলো বাদ দেওয়া হয়েছে।</numerusform>
        </translation>
    </message>
    <message>
        <source>Your saved progress in %1 could not be read (%2). The file is left as it is and ScaleStudy will not write over it: progress from this session will not be saved. Make the file readable again and restart ScaleStudy.</source>
        <translation>%1-এ সংরক্ষিত অগ্রগতি পড়া যায়নি (%2)। ফাইলটি যেমন ছিল তেমনই রাখা হয়েছে, ScaleStudy সেটির ওপর কিছু লিখবে না: এই সেশনের অগ্রগতি সংরক্ষণ হবে না। ফাইলটি আবার পড়ার উপযোগী করে ScaleStudy আবার চালু করুন।</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <source>Step &amp;down</source>
        <translation>এক ধাপ কমান</translation>
    </message>
    <message>
        <source>&amp;Step up</source>
        <translation>এক ধাপ বাড়ান</translation>
    </message>
    <message>
        <source>&amp;Select All</source>
        <translation>সব নির্বাচন করুন</translation>
    </message>
</context>
<context>
    <name>QCommandLineParser</name>
    <message>
        <source>Unknown options: %1.</source>
        <translation>অজানা অপশন: %1।</translation>
    </message>
    <message>
        <source>Unknown option &apos;%1&apos;.</source>
        <translation>অজানা অপশন &apos;%1&apos;।</translation>
    </message>
    <message>
        <source>[options]</source>
        <translation>[অপশন]</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>অপশন:</translation>
    </message>
    <message>
        <source>Displays help including Qt specific options.</source>
        <translation>Qt-র নিজস্ব অপশনসহ সাহায্য দেখায়।</translation>
    </message>
    <message>
        <source>Usage: %1</source>
        <translation>ব্যবহার: %1</translation>
    </message>
    <message>
        <source>Displays help on commandline options.</source>
        <translation>কমান্ড-লাইন অপশনের সাহায্য দেখায়।</translation>
    </message>
    <message>
        <source>Unexpected value after &apos;%1&apos;.</source>
        <translation>&apos;%1&apos;-এর পরে অপ্রত্যাশিত মান।</translation>
    </message>
    <message>
        <source>Displays version information.</source>
        <translation>ভার্সনের তথ্য দেখায়।</translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation>আর্গুমেন্ট:</translation>
    </message>
    <message>
        <source>Missing value after &apos;%1&apos;.</source>
        <translation>&apos;%1&apos;-এর পরে মান নেই।</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>Back</source>
        <translation>পেছনে</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>খুলুন</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>খুলুন</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>ফাইল</translation>
    </message>
    <message>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>আপনি কি নিশ্চিত যে &apos;%1&apos; মুছে ফেলতে চান?</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>জায়গা ও বুকমার্কের তালিকা</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>ফাইলের নাম:</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>মুছে ফেলুন</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>নতুন ফোল্ডার</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>প্যারেন্ট ফোল্ডার</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>নতুন ফোল্ডার</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>সরিয়ে দিন</translation>
    </message>
    <message>
        <source>Look in:</source>
        <translation>যেখানে খুঁজবেন:</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>একটি নতুন ফোল্ডার তৈরি করুন</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>ফাইলের ধরন:</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>লুকানো ফাইল দেখান</translation>
    </message>
    <message>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <translation>%1
ফোল্ডার পাওয়া যায়নি।
ফোল্ডারের নাম ঠিক দেওয়া হয়েছে কি না দেখে নিন।</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>সাইডবার</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>তালিকা ভিউ</translation>
    </message>
    <message>
        <source>&amp;Choose</source>
        <translation>বেছে নিন</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>মুছে ফেলুন</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>সব ফাইল (*)</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>সব ফাইল (*)</translation>
    </message>
    <message>
        <source>Directories</source>
        <translation>ফোল্ডার</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>নাম বদলান</translation>
    </message>
    <message>
        <source>Could not delete directory.</source>
        <translation>ফোল্ডারটি মোছা যায়নি।</translation>
    </message>
    <message>
        <source>Directory:</source>
        <translation>ফোল্ডার:</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>সামনে</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>সামনে যান</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>প্যারেন্ট ফোল্ডারে যান</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>সাম্প্রতিক জায়গা</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>পেছনে যান</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>বিস্তারিত ভিউতে বদলান</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>নতুন ফোল্ডার তৈরি করুন</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>বিস্তারিত ভিউ</translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
ফাইল পাওয়া যায়নি।
ফাইলের নাম ঠিক দেওয়া হয়েছে কি না দেখে নিন।</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>তালিকা ভিউতে বদলান</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Kind</source>
        <translation>ধরন</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>নাম</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>সাইজ</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>ধরন</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>আমার কম্পিউটার</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>কম্পিউটার</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>পরিবর্তনের তারিখ</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>Cu&amp;t</source>
        <translation>কাট করুন</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>কপি করুন</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>রিডু করুন</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>আনডু করুন</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>পেস্ট করুন</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>মুছে ফেলুন</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>সব নির্বাচন করুন</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Show Details...</source>
        <translation>বিস্তারিত দেখান...</translation>
    </message>
    <message>
        <source>Hide Details...</source>
        <translation>বিস্তারিত লুকান...</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>ঠিক আছে</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>না</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>হ্যাঁ</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>সাহায্য</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>খুলুন</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>সংরক্ষণ করুন</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>থামিয়ে দিন</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>প্রয়োগ করুন</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>বন্ধ করুন</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>রিসেট করুন</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>আবার চেষ্টা করুন</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>ডিফল্টে ফিরিয়ে নিন</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>বাতিল করুন</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>উপেক্ষা করুন</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>সবগুলোতে না</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>সব সংরক্ষণ করুন</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>বাদ দিন</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>সবগুলোতে হ্যাঁ</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>Cu&amp;t</source>
        <translation>কাট করুন</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>কপি করুন</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>রিডু করুন</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>আনডু করুন</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>পেস্ট করুন</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>মুছে ফেলুন</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>সব নির্বাচন করুন</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>লিঙ্কের ঠিকানা কপি করুন</translation>
    </message>
</context>
<context>
    <name>QuestionName</name>
    <message>
        <source>%1, question %2</source>
        <comment>a quiz&apos;s title, a question&apos;s number in it</comment>
        <translation>%1, প্রশ্ন %2</translation>
    </message>
</context>
<context>
    <name>QuestionNavigator</name>
    <message>
        <source>Question %1, %2</source>
        <translation>প্রশ্ন %1, %2</translation>
    </message>
    <message>
        <source>answered</source>
        <translation>উত্তর দেওয়া হয়েছে</translation>
    </message>
    <message>
        <source>not answered</source>
        <translation>উত্তর দেওয়া হয়নি</translation>
    </message>
</context>
<context>
    <name>QuestionPage</name>
    <message>
        <source>&amp;Previous</source>
        <translation>পূর্ববর্তী</translation>
    </message>
    <message>
        <source>Previous question</source>
        <translation>পূর্ববর্তী প্রশ্ন</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>পরবর্তী</translation>
    </message>
    <message>
        <source>Next question</source>
        <translation>পরবর্তী প্রশ্ন</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>যাচাই করুন</translation>
    </message>
    <message>
        <source>Check the answer</source>
        <translation>উত্তর যাচাই করুন</translation>
    </message>
    <message>
        <source>&amp;Submit answers</source>
        <translation>উত্তর জমা দিন</translation>
    </message>
    <message>
        <source>Submit answers</source>
        <translation>উত্তর জমা দিন</translation>
    </message>
    <message>
        <source>See &amp;results</source>
        <translation>ফলাফল দেখুন</translation>
    </message>
    <message>
        <source>See results</source>
        <translation>ফলাফল দেখুন</translation>
    </message>
    <message>
        <source>Progress through the quiz</source>
        <translation>কুইজে অগ্রগতি</translation>
    </message>
    <message>
        <source>Question navigator</source>
        <translation>প্রশ্ন নেভিগেটর</translation>
    </message>
    <message>
        <source>No quiz is open</source>
        <translation>কোনো কুইজ খোলা নেই</translation>
    </message>
    <message>
        <source>%1 — retrying wrong answers</source>
        <translation>%1 — ভুল উত্তরগুলো আবার চেষ্টা করা হচ্ছে</translation>
    </message>
    <message>
        <source>Question %1 of %2</source>
        <translation>প্রশ্ন %1 / %2</translation>
    </message>
    <message>
        <source>Correct.</source>
        <translation>সঠিক।</translation>
    </message>
    <message>
        <source>Incorrect. The right answer is %1.</source>
        <translation>ভুল। সঠিক উত্তর %1।</translation>
    </message>
    <message>
        <source>Not answered. The right answer is %1.</source>
        <translation>উত্তর দেওয়া হয়নি। সঠিক উত্তর %1।</translation>
    </message>
    <message>
        <source>Answered %1 of %2</source>
        <translation>%2টির মধ্যে %1টির উত্তর দেওয়া হয়েছে</translation>
    </message>
    <message>
        <source>Score so far: %1 right of %2 checked</source>
        <translation>এ পর্যন্ত যাচাই %2টি, ঠিক %1টি</translation>
    </message>
</context>
<context>
    <name>QuestionReadView</name>
    <message>
        <source>&amp;Back to the search results</source>
        <translation>খোঁজের ফলাফলে ফিরুন</translation>
    </message>
    <message>
        <source>Back to the search results</source>
        <translation>খোঁজের ফলাফলে ফিরুন</translation>
    </message>
    <message>
        <source>Question %1 of %2</source>
        <translation>প্রশ্ন %1 / %2</translation>
    </message>
    <message>
        <source>&amp;Back to the flagged questions (Esc)</source>
        <translation>চিহ্নিত প্রশ্নে ফিরুন (Esc)</translation>
    </message>
    <message>
        <source>Back to the flagged questions</source>
        <translation>চিহ্নিত প্রশ্নে ফিরুন</translation>
    </message>
    <message>
        <source>&amp;Back to the history (Esc)</source>
        <translation>ইতিহাসে ফিরে যান (Esc)</translation>
    </message>
    <message>
        <source>Back to the history</source>
        <translation>ইতিহাসে ফিরে যান</translation>
    </message>
    <message>
        <source>&amp;Back to the glossary (Esc)</source>
        <translation>পরিভাষায় ফিরুন (Esc)</translation>
    </message>
    <message>
        <source>Back to the glossary</source>
        <translation>পরিভাষায় ফিরুন</translation>
    </message>
</context>
<context>
    <name>QuestionStatsModel</name>
    <message>
        <source>%1 (no longer in the quiz)</source>
        <translation>%1 (এখন আর কুইজে নেই)</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>প্রশ্ন</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>সঠিক</translation>
    </message>
    <message>
        <source>Wrong</source>
        <translation>ভুল</translation>
    </message>
    <message>
        <source>Unanswered</source>
        <translation>উত্তর দেওয়া হয়নি</translation>
    </message>
    <message>
        <source>No.</source>
        <comment>a question&apos;s number in its quiz</comment>
        <translation>নং</translation>
    </message>
</context>
<context>
    <name>QuestionView</name>
    <message>
        <source>Right answer</source>
        <translation>সঠিক উত্তর</translation>
    </message>
    <message>
        <source>Your answer: correct</source>
        <translation>আপনার উত্তর: সঠিক</translation>
    </message>
    <message>
        <source>Your answer: incorrect</source>
        <translation>আপনার উত্তর: ভুল</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>ব্যাখ্যা</translation>
    </message>
    <message>
        <source>Glossary terms in this question</source>
        <translation>এই প্রশ্নের পরিভাষা</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>term (term in the other language)</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>No glossary term in this question</source>
        <translation>এই প্রশ্নে পরিভাষার কোনো শব্দ নেই</translation>
    </message>
</context>
<context>
    <name>QuizCard</name>
    <message numerus="yes">
        <source>%Ln question(s)</source>
        <translation>
            <numerusform>%Lnটি প্রশ্ন</numerusform>
            <numerusform>%Lnটি প্রশ্ন</numerusform>
        </translation>
    </message>
    <message>
        <source>Not finished yet</source>
        <translation>এখনও শেষ করা হয়নি</translation>
    </message>
    <message>
        <source>Last attempt: %1</source>
        <translation>শেষ চেষ্টা: %1</translation>
    </message>
    <message>
        <source>An attempt is in progress</source>
        <translation>একটি চেষ্টা চলছে</translation>
    </message>
    <message>
        <source>&amp;Feedback:</source>
        <translation>ফিডব্যাক:</translation>
    </message>
    <message>
        <source>Immediately after each answer</source>
        <translation>প্রতিটি উত্তরের সঙ্গে সঙ্গে</translation>
    </message>
    <message>
        <source>At the end of the quiz</source>
        <translation>কুইজের শেষে</translation>
    </message>
    <message>
        <source>When to show whether answers are right</source>
        <translation>উত্তর সঠিক কি না, তা কখন দেখানো হবে</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>আবার শুরু করুন</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>শুরু করুন</translation>
    </message>
    <message>
        <source>Start %1</source>
        <translation>%1 শুরু করুন</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>চালিয়ে যান</translation>
    </message>
    <message>
        <source>Resume %1</source>
        <translation>%1 চালিয়ে যান</translation>
    </message>
    <message numerus="yes">
        <source>Retry wrong answers (%Ln)</source>
        <translation>
            <numerusform>ভুল উত্তরগুলো আবার চেষ্টা করুন (%Ln)</numerusform>
            <numerusform>ভুল উত্তরগুলো আবার চেষ্টা করুন (%Ln)</numerusform>
        </translation>
    </message>
    <message>
        <source>History</source>
        <translation>ইতিহাস</translation>
    </message>
    <message>
        <source>History of %1</source>
        <translation>%1-এর ইতিহাস</translation>
    </message>
    <message>
        <source>Read through</source>
        <translation>পড়ে দেখুন</translation>
    </message>
    <message>
        <source>Read through %1</source>
        <translation>%1 পড়ে দেখুন</translation>
    </message>
    <message>
        <source>Every question with its right answer and explanation, nothing to answer</source>
        <translation>প্রতিটি প্রশ্ন, সঠিক উত্তর ও ব্যাখ্যাসহ; উত্তর দিতে হবে না</translation>
    </message>
    <message>
        <source>Best score: %1 of %2 (%3)</source>
        <translation>সেরা স্কোর: %1 / %2 (%3)</translation>
    </message>
    <message numerus="yes">
        <source>Attempt in progress: %1 of %Ln question(s) answered</source>
        <translation>
            <numerusform>চেষ্টা চলছে: %Lnটি প্রশ্নের %1টির উত্তর দেওয়া হয়েছে</numerusform>
            <numerusform>চেষ্টা চলছে: %Lnটি প্রশ্নের %1টির উত্তর দেওয়া হয়েছে</numerusform>
        </translation>
    </message>
    <message>
        <source>Start again: %1</source>
        <translation>%1 আবার শুরু করুন</translation>
    </message>
    <message numerus="yes">
        <source>Retry wrong answers (%Ln) of %1</source>
        <translation>
            <numerusform>%1-এর ভুল উত্তরগুলো আবার চেষ্টা করুন (%Ln)</numerusform>
            <numerusform>%1-এর ভুল উত্তরগুলো আবার চেষ্টা করুন (%Ln)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QuizFileConversion</name>
    <message>
        <source>question %1</source>
        <translation>প্রশ্ন %1</translation>
    </message>
    <message>
        <source>question %1 &apos;%2&apos;</source>
        <translation>প্রশ্ন %1 &apos;%2&apos;</translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln question(s) imported</source>
        <translation>
            <numerusform>%1: %Lnটি প্রশ্ন ইমপোর্ট হয়েছে</numerusform>
            <numerusform>%1: %Lnটি প্রশ্ন ইমপোর্ট হয়েছে</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: no question could be imported</source>
        <translation>%1: কোনো প্রশ্ন ইমপোর্ট করা যায়নি</translation>
    </message>
    <message>
        <source>%1: %2, skipped</source>
        <translation>%1: %2, বাদ দেওয়া হয়েছে</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>QuizFileImport</name>
    <message>
        <source>the file no longer exists</source>
        <translation>ফাইলটি আর নেই</translation>
    </message>
    <message>
        <source>larger than the limit of %1 MiB for a quiz file</source>
        <translation>কুইজ ফাইলের সীমা %1 MiB-এর চেয়ে বড়</translation>
    </message>
    <message>
        <source>not a quiz format ScaleStudy reads: Moodle XML (.xml), GIFT (.gift or .txt) or Aiken (.txt)</source>
        <translation>এটি এমন কোনো কুইজ ফরম্যাট নয় যা ScaleStudy পড়ে: Moodle XML (.xml), GIFT (.gift বা .txt) বা Aiken (.txt)</translation>
    </message>
</context>
<context>
    <name>QuizKeyHint</name>
    <message>
        <source>%1–%2</source>
        <comment>the option keys</comment>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>%1 see the results</source>
        <comment>key hint</comment>
        <translation>%1 ফলাফল দেখুন</translation>
    </message>
    <message>
        <source>%1 next question</source>
        <comment>key hint</comment>
        <translation>%1 পরবর্তী প্রশ্ন</translation>
    </message>
    <message>
        <source>%1 choose · %2 check</source>
        <comment>key hint</comment>
        <translation>%1 বেছে নিন · %2 যাচাই</translation>
    </message>
    <message>
        <source>%1 choose · %2 submit</source>
        <comment>key hint</comment>
        <translation>%1 বেছে নিন · %2 জমা দিন</translation>
    </message>
    <message>
        <source>%1 choose · %2 next · %3 move</source>
        <comment>key hint</comment>
        <translation>%1 বেছে নিন · %2 পরবর্তী · %3 প্রশ্ন বদলান</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>key hint: the Enter key, then the name of the focused button it presses</comment>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>ResultsExportDialog</name>
    <message>
        <source>Export results</source>
        <translation>ফলাফল এক্সপোর্ট করুন</translation>
    </message>
    <message>
        <source>&amp;PDF document</source>
        <translation>PDF ডকুমেন্ট</translation>
    </message>
    <message>
        <source>&amp;Web page (HTML)</source>
        <translation>ওয়েব পেজ (HTML)</translation>
    </message>
    <message>
        <source>In the &amp;current language</source>
        <translation>বর্তমান ভাষায়</translation>
    </message>
    <message>
        <source>In &amp;both languages, one beneath the other</source>
        <translation>দুই ভাষাতেই, একটির নিচে অন্যটি</translation>
    </message>
    <message>
        <source>File</source>
        <translation>ফাইল</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>বেছে নিন…</translation>
    </message>
    <message>
        <source>Choose the file</source>
        <translation>ফাইল বেছে নিন</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>এক্সপোর্ট করুন</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>বাতিল করুন</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>ফরম্যাট:</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>ভাষা:</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>ফাইল:</translation>
    </message>
    <message>
        <source>%1 already exists. Replace it?</source>
        <translation>%1 আগে থেকেই আছে। এটির জায়গায় নতুনটি রাখবেন?</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>নতুনটি রাখুন</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF ডকুমেন্ট (*.pdf)</translation>
    </message>
    <message>
        <source>Web pages (*.html *.htm)</source>
        <translation>ওয়েব পেজ (*.html *.htm)</translation>
    </message>
    <message>
        <source>Look in:</source>
        <translation>যেখানে খুঁজবেন:</translation>
    </message>
    <message>
        <source>File name:</source>
        <translation>ফাইলের নাম:</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>ফাইলের ধরন:</translation>
    </message>
    <message>
        <source>Choose</source>
        <translation>বেছে নিন</translation>
    </message>
    <message>
        <source>&amp;Only the questions answered wrong or not at all</source>
        <translation>শুধু ভুল উত্তর দেওয়া বা উত্তর না দেওয়া প্রশ্নগুলো</translation>
    </message>
    <message>
        <source>Questions:</source>
        <translation>প্রশ্ন:</translation>
    </message>
</context>
<context>
    <name>ResultsPage</name>
    <message>
        <source>Results</source>
        <translation>ফলাফল</translation>
    </message>
    <message>
        <source>Show &amp;only wrong answers</source>
        <translation>শুধু ভুল উত্তরগুলো দেখান</translation>
    </message>
    <message>
        <source>Show only wrong answers</source>
        <translation>শুধু ভুল উত্তরগুলো দেখান</translation>
    </message>
    <message>
        <source>Back to the &amp;library</source>
        <translation>লাইব্রেরিতে ফিরে যান</translation>
    </message>
    <message>
        <source>Back to the library</source>
        <translation>লাইব্রেরিতে ফিরে যান</translation>
    </message>
    <message>
        <source>&amp;Retry wrong answers</source>
        <translation>ভুল উত্তরগুলো আবার চেষ্টা করুন</translation>
    </message>
    <message numerus="yes">
        <source>&amp;Retry wrong answers (%Ln)</source>
        <translation>
            <numerusform>ভুল উত্তরগুলো আবার চেষ্টা করুন (%Ln)</numerusform>
            <numerusform>ভুল উত্তরগুলো আবার চেষ্টা করুন (%Ln)</numerusform>
        </translation>
    </message>
    <message>
        <source>No wrong answers: well done.</source>
        <translation>কোনো ভুল উত্তর নেই: খুব ভালো।</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>এক্সপোর্ট…</translation>
    </message>
    <message>
        <source>Export the results</source>
        <translation>ফলাফল এক্সপোর্ট করুন</translation>
    </message>
    <message>
        <source>Save the results as a file to print or share</source>
        <translation>ফলাফল প্রিন্ট বা শেয়ার করার জন্য ফাইলে সংরক্ষণ করুন</translation>
    </message>
    <message>
        <source>Results exported to %1.</source>
        <translation>ফলাফল %1 ফাইলে এক্সপোর্ট করা হয়েছে।</translation>
    </message>
    <message>
        <source>Results not exported</source>
        <translation>ফলাফল এক্সপোর্ট হয়নি</translation>
    </message>
    <message>
        <source>The results could not be saved as %1: %2.</source>
        <translation>ফলাফল %1 ফাইলে সংরক্ষণ করা যায়নি: %2।</translation>
    </message>
    <message>
        <source>Your answer:</source>
        <translation>আপনার উত্তর:</translation>
    </message>
    <message>
        <source>Right answer:</source>
        <translation>সঠিক উত্তর:</translation>
    </message>
    <message>
        <source>Explanation:</source>
        <translation>ব্যাখ্যা:</translation>
    </message>
    <message>
        <source>Why not:</source>
        <translation>কেন নয়:</translation>
    </message>
    <message>
        <source>Results of the attempt of %1</source>
        <translation>%1-এর চেষ্টার ফলাফল</translation>
    </message>
    <message>
        <source>A past attempt, as you answered it; it cannot be changed.</source>
        <translation>আগের একটি চেষ্টা, আপনি যেভাবে উত্তর দিয়েছিলেন; এটি আর বদলানো যায় না।</translation>
    </message>
    <message>
        <source>It was abandoned: the questions it had not reached are shown as not answered.</source>
        <translation>চেষ্টাটি মাঝপথে ছেড়ে দেওয়া হয়েছিল: যে প্রশ্নগুলো পর্যন্ত পৌঁছানো হয়নি, সেগুলো উত্তর দেওয়া হয়নি বলে দেখানো হয়েছে।</translation>
    </message>
    <message numerus="yes">
        <source>%Ln of its question(s) are no longer in the quiz and are not shown.</source>
        <translation>
            <numerusform>এর %Lnটি প্রশ্ন আর কুইজে নেই, তাই দেখানো হয়নি।</numerusform>
            <numerusform>এর %Lnটি প্রশ্ন আর কুইজে নেই, তাই দেখানো হয়নি।</numerusform>
        </translation>
    </message>
    <message>
        <source>Back to the &amp;history</source>
        <translation>ইতিহাসে ফিরে যান</translation>
    </message>
    <message>
        <source>Back to the history</source>
        <translation>ইতিহাসে ফিরে যান</translation>
    </message>
    <message numerus="yes">
        <source>Retry wrong answers (%Ln)</source>
        <translation>
            <numerusform>ভুল উত্তরগুলো আবার চেষ্টা করুন (%Ln)</numerusform>
            <numerusform>ভুল উত্তরগুলো আবার চেষ্টা করুন (%Ln)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResultsReport</name>
    <message>
        <source>Correct</source>
        <translation>সঠিক</translation>
    </message>
    <message>
        <source>Incorrect</source>
        <translation>ভুল</translation>
    </message>
    <message>
        <source>Not answered</source>
        <translation>উত্তর দেওয়া হয়নি</translation>
    </message>
    <message>
        <source>Results: %1</source>
        <translation>ফলাফল: %1</translation>
    </message>
    <message>
        <source>Question %1 — %2</source>
        <translation>প্রশ্ন %1 — %2</translation>
    </message>
    <message>
        <source>Your answer:</source>
        <translation>আপনার উত্তর:</translation>
    </message>
    <message>
        <source>not answered</source>
        <translation>উত্তর দেওয়া হয়নি</translation>
    </message>
    <message>
        <source>Why not:</source>
        <translation>কেন নয়:</translation>
    </message>
    <message>
        <source>Right answer:</source>
        <translation>সঠিক উত্তর:</translation>
    </message>
    <message>
        <source>Explanation:</source>
        <translation>ব্যাখ্যা:</translation>
    </message>
    <message>
        <source>By topic</source>
        <translation>বিষয় অনুযায়ী</translation>
    </message>
    <message>
        <source>Questions without a topic</source>
        <translation>বিষয় ছাড়া প্রশ্ন</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>পৃষ্ঠা %1 / %2</translation>
    </message>
    <message>
        <source>Score: %1 of %2 (%3)</source>
        <translation>স্কোর: %1 / %2 (%3)</translation>
    </message>
    <message>
        <source>%1 of %2 (%3)</source>
        <translation>%1 / %2 (%3)</translation>
    </message>
    <message>
        <source>Only the questions answered wrong or not at all are listed.</source>
        <translation>শুধু ভুল উত্তর দেওয়া বা উত্তর না দেওয়া প্রশ্নগুলো তালিকায় আছে।</translation>
    </message>
    <message>
        <source>Attempt of %1</source>
        <translation>%1-এর চেষ্টা</translation>
    </message>
</context>
<context>
    <name>RetentionChart</name>
    <message>
        <source>week of %1</source>
        <translation>%1 থেকে শুরু সপ্তাহ</translation>
    </message>
    <message>
        <source>stability under 21 days</source>
        <translation>স্থায়িত্ব ২১ দিনের কম</translation>
    </message>
    <message>
        <source>21 days or more</source>
        <translation>২১ দিন বা তার বেশি</translation>
    </message>
    <message>
        <source>desired retention (%1)</source>
        <translation>কাঙ্ক্ষিত মনে রাখার হার (%1)</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>মাস</translation>
    </message>
    <message>
        <source>Week</source>
        <translation>সপ্তাহ</translation>
    </message>
    <message>
        <source>Reviews, under 21 days</source>
        <translation>রিভিউ, ২১ দিনের কম</translation>
    </message>
    <message>
        <source>Recalled, under 21 days</source>
        <translation>মনে পড়েছে, ২১ দিনের কম</translation>
    </message>
    <message>
        <source>Reviews, 21 days or more</source>
        <translation>রিভিউ, ২১ দিন বা তার বেশি</translation>
    </message>
    <message>
        <source>Recalled, 21 days or more</source>
        <translation>মনে পড়েছে, ২১ দিন বা তার বেশি</translation>
    </message>
    <message>
        <source>%1: %2 recalled (%3 of %4)</source>
        <translation>%1: %2 মনে পড়েছে (%4টির মধ্যে %3টি)</translation>
    </message>
    <message>
        <source>Share of reviews recalled, by month</source>
        <translation>রিভিউয়ে মনে পড়ার হার, মাস ধরে</translation>
    </message>
    <message>
        <source>Share of reviews recalled, by week</source>
        <translation>রিভিউয়ে মনে পড়ার হার, সপ্তাহ ধরে</translation>
    </message>
</context>
<context>
    <name>ReviewDueBar</name>
    <message>
        <source>Review (Ctrl+R)</source>
        <translation>রিভিউ করুন (Ctrl+R)</translation>
    </message>
    <message>
        <source>Flagged (%1)</source>
        <translation>চিহ্নিত (%1)</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>পরিসংখ্যান</translation>
    </message>
</context>
<context>
    <name>ReviewEmptyNotice</name>
    <message>
        <source>How review works (user guide)</source>
        <translation>রিভিউ কীভাবে কাজ করে (ব্যবহার নির্দেশিকা)</translation>
    </message>
</context>
<context>
    <name>ReviewModelRow</name>
    <message>
        <source>Scheduling: FSRS-6 with parameters fitted to your own reviews.</source>
        <translation>সময়সূচি: আপনার নিজের রিভিউ থেকে মিলিয়ে নেওয়া প্যারামিটারে FSRS-6।</translation>
    </message>
    <message>
        <source>Scheduling: FSRS-6 with its default parameters.</source>
        <translation>সময়সূচি: ডিফল্ট প্যারামিটারে FSRS-6।</translation>
    </message>
    <message>
        <source>Optimize…</source>
        <translation>অপটিমাইজ করুন…</translation>
    </message>
    <message>
        <source>Fit the scheduler&apos;s parameters to your own reviews, and see what you gain before using them</source>
        <translation>আপনার নিজের রিভিউ থেকে সময়সূচির প্যারামিটার মিলিয়ে নিন, আর ব্যবহারের আগে দেখুন কী লাভ হয়</translation>
    </message>
    <message>
        <source>Use the defaults</source>
        <translation>ডিফল্টগুলো ব্যবহার করুন</translation>
    </message>
    <message>
        <source>Go back to FSRS-6&apos;s published parameters</source>
        <translation>FSRS-6-এর প্রকাশিত প্যারামিটারে ফিরে যান</translation>
    </message>
</context>
<context>
    <name>ReviewOutlookText</name>
    <message>
        <source>%1 due for review, %2 left today (daily limit %3)</source>
        <translation>রিভিউয়ের জন্য বাকি %1টি, আজ করা যাবে আরও %2টি (দৈনিক সীমা %3টি)</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <comment>a date, then a time of day</comment>
        <translation>%1, %2-এ</translation>
    </message>
    <message>
        <source>No question is flagged. During a review, Ctrl+D flags the question in view.</source>
        <translation>কোনো প্রশ্ন চিহ্নিত করা নেই। রিভিউয়ের সময় Ctrl+D চাপলে সামনের প্রশ্নটি চিহ্নিত হয়।</translation>
    </message>
    <message>
        <source>No question is waiting for review yet.</source>
        <translation>রিভিউয়ের জন্য এখনও কোনো প্রশ্ন অপেক্ষায় নেই।</translation>
    </message>
    <message>
        <source>Nothing is due for review now. The next question comes due on %1.</source>
        <translation>এখন রিভিউয়ের জন্য কিছু বাকি নেই। পরের প্রশ্নটি রিভিউয়ের জন্য আসবে %1।</translation>
    </message>
    <message numerus="yes">
        <source>You have reached today&apos;s limit of %Ln question(s).</source>
        <translation>
            <numerusform>আজকের সীমার %Lnটি প্রশ্নই রিভিউ করা হয়ে গেছে।</numerusform>
            <numerusform>আজকের সীমার %Lnটি প্রশ্নই রিভিউ করা হয়ে গেছে।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %Ln question(s) still due come back when the next day begins, on %1.</source>
        <translation>
            <numerusform>এখনও বাকি %Lnটি প্রশ্ন ফিরে আসবে নতুন দিন শুরু হলে, %1।</numerusform>
            <numerusform>এখনও বাকি %Lnটি প্রশ্ন ফিরে আসবে নতুন দিন শুরু হলে, %1।</numerusform>
        </translation>
    </message>
    <message>
        <source>To review more today, raise the limit below.</source>
        <translation>আজ আরও রিভিউ করতে নিচে সীমা বাড়ান।</translation>
    </message>
    <message>
        <source>Every answer you give in a quiz schedules its question for review here. A question comes back when you are about to forget it: soon after a wrong answer, and after longer and longer gaps as you come to know it.</source>
        <translation>কুইজে দেওয়া প্রতিটি উত্তর সেই প্রশ্নটির রিভিউ এখানে নির্ধারণ করে। কোনো প্রশ্ন ফিরে আসে ঠিক যখন আপনি সেটি ভুলে যেতে বসেছেন: ভুল উত্তরের পরে শিগগিরই, আর যত ভালো করে জানবেন, তত লম্বা বিরতির পরে।</translation>
    </message>
</context>
<context>
    <name>ReviewPage</name>
    <message>
        <source>Question %1 of %2 · %3</source>
        <translation>প্রশ্ন %1 / %2 · %3</translation>
    </message>
    <message>
        <source>&lt;b&gt;Right.&lt;/b&gt;</source>
        <translation>&lt;b&gt;সঠিক।&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Not right.&lt;/b&gt;</source>
        <translation>&lt;b&gt;ভুল।&lt;/b&gt;</translation>
    </message>
    <message numerus="yes">
        <source>Next review in %Ln day(s)</source>
        <translation>
            <numerusform>পরের রিভিউ %Ln দিন পরে</numerusform>
            <numerusform>পরের রিভিউ %Ln দিন পরে</numerusform>
        </translation>
    </message>
    <message>
        <source>Unflag (Ctrl+D)</source>
        <translation>চিহ্ন তুলে দিন (Ctrl+D)</translation>
    </message>
    <message>
        <source>Flag (Ctrl+D)</source>
        <translation>চিহ্নিত করুন (Ctrl+D)</translation>
    </message>
    <message>
        <source>Read-through</source>
        <translation>পড়ে দেখা</translation>
    </message>
    <message>
        <source>Flagged questions</source>
        <translation>চিহ্নিত প্রশ্ন</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>রিভিউ</translation>
    </message>
    <message>
        <source>How sure are you?</source>
        <translation>কতটা নিশ্চিত?</translation>
    </message>
    <message>
        <source>I guessed (G)</source>
        <translation>অনুমান করেছি (G)</translation>
    </message>
    <message>
        <source>Fairly sure (F)</source>
        <translation>মোটামুটি নিশ্চিত (F)</translation>
    </message>
    <message>
        <source>Certain (C)</source>
        <translation>নিশ্চিত (C)</translation>
    </message>
    <message>
        <source>Check (Enter)</source>
        <translation>যাচাই করুন (Enter)</translation>
    </message>
    <message>
        <source>Previous (PgUp)</source>
        <translation>পূর্ববর্তী (PgUp)</translation>
    </message>
    <message>
        <source>Next (PgDn)</source>
        <translation>পরবর্তী (PgDn)</translation>
    </message>
    <message>
        <source>Next (Enter)</source>
        <translation>পরবর্তী (Enter)</translation>
    </message>
    <message>
        <source>End session (Esc)</source>
        <translation>সেশন শেষ করুন (Esc)</translation>
    </message>
    <message>
        <source>Explanation:</source>
        <translation>ব্যাখ্যা:</translation>
    </message>
    <message>
        <source>Back to the library (Esc)</source>
        <translation>লাইব্রেরিতে ফিরে যান (Esc)</translation>
    </message>
    <message>
        <source>Question %1 of %2 · %3 · asked again</source>
        <translation>প্রশ্ন %1 / %2 · %3 · আবার জিজ্ঞেস করা হচ্ছে</translation>
    </message>
    <message>
        <source>It comes back at the end of this session, before it is scheduled.</source>
        <translation>প্রশ্নটি এই সেশনের শেষে আবার আসবে, তারপর এর পরের রিভিউ ঠিক হবে।</translation>
    </message>
</context>
<context>
    <name>ReviewSettingsRow</name>
    <message>
        <source>Questions to review per day:</source>
        <translation>দিনে কতগুলো প্রশ্ন রিভিউ করবেন:</translation>
    </message>
    <message>
        <source>Desired retention:</source>
        <translation>কাঙ্ক্ষিত মনে রাখার হার:</translation>
    </message>
    <message>
        <source>A new day starts at (hour):</source>
        <translation>নতুন দিন শুরু হয় (ঘণ্টা):</translation>
    </message>
    <message>
        <source>How likely you should still know a question when it comes back (%1–%2); higher means more frequent reviews</source>
        <translation>প্রশ্নটি ফিরে এলে তখনও আপনার মনে থাকার সম্ভাবনা কত হওয়া উচিত (%1–%2); বেশি হলে রিভিউ আরও ঘন ঘন হবে</translation>
    </message>
</context>
<context>
    <name>ReviewStore</name>
    <message>
        <source>Your saved reviews in %1 could not be read. ScaleStudy will not write over them: reviews from this session will not be saved.</source>
        <translation>%1-এ আপনার সংরক্ষিত রিভিউগুলো পড়া যায়নি। ScaleStudy সেগুলোর ওপর লিখবে না: এই সেশনের রিভিউ সংরক্ষিত হবে না।</translation>
    </message>
    <message>
        <source>Your saved reviews in %1 were written by a newer version of ScaleStudy (format %2; this version reads format %3). They are left as they are, and reviews from this session will not be saved.</source>
        <translation>%1-এ আপনার সংরক্ষিত রিভিউগুলো ScaleStudy-এর নতুনতর সংস্করণে লেখা (ফরম্যাট %2; এই সংস্করণ ফরম্যাট %3 পড়ে)। সেগুলো যেমন ছিল তেমনই রাখা হয়েছে, আর এই সেশনের রিভিউ সংরক্ষিত হবে না।</translation>
    </message>
    <message>
        <source>it is too large to be saved reviews</source>
        <translation>সংরক্ষিত রিভিউয়ের ফাইল হিসেবে এটি অস্বাভাবিক বড়</translation>
    </message>
    <message>
        <source>it is damaged</source>
        <translation>ফাইলটি নষ্ট হয়ে গেছে</translation>
    </message>
    <message numerus="yes">
        <source>Your saved reviews could not be read (%1). The file was kept as %2; review scheduling starts again from the %Ln change(s) recorded after it was last written.</source>
        <translation>
            <numerusform>আপনার সংরক্ষিত রিভিউগুলো পড়া যায়নি (%1)। ফাইলটি %2 নামে রাখা হয়েছে; এটি শেষবার লেখার পরে রাখা %Lnটি পরিবর্তন থেকে রিভিউয়ের সময়সূচি আবার শুরু হচ্ছে।</numerusform>
            <numerusform>আপনার সংরক্ষিত রিভিউগুলো পড়া যায়নি (%1)। ফাইলটি %2 নামে রাখা হয়েছে; এটি শেষবার লেখার পরে রাখা %Lnটি পরিবর্তন থেকে রিভিউয়ের সময়সূচি আবার শুরু হচ্ছে।</numerusform>
        </translation>
    </message>
    <message>
        <source>Your saved reviews could not be read (%1). The file was kept as %2 and review scheduling starts afresh.</source>
        <translation>আপনার সংরক্ষিত রিভিউগুলো পড়া যায়নি (%1)। ফাইলটি %2 নামে রাখা হয়েছে, আর রিভিউয়ের সময়সূচি নতুন করে শুরু হচ্ছে।</translation>
    </message>
    <message>
        <source>it continues another copy of your saved reviews: generation %1, where the saved reviews are generation %2</source>
        <translation>এটি আপনার সংরক্ষিত রিভিউয়ের অন্য একটি কপির ধারাবাহিকতা: এর প্রজন্ম %1, অথচ সংরক্ষিত রিভিউয়ের প্রজন্ম %2</translation>
    </message>
    <message>
        <source>The recent reviews in the journal beside your saved reviews were not added (%1). The journal was kept as %2.</source>
        <translation>সংরক্ষিত রিভিউয়ের পাশের জার্নালে থাকা সাম্প্রতিক রিভিউগুলো যোগ করা হয়নি (%1)। জার্নালটি %2 নামে রেখে দেওয়া হয়েছে।</translation>
    </message>
    <message numerus="yes">
        <source>%Ln saved review(s) could not be read and were skipped; the rest was loaded.</source>
        <translation>
            <numerusform>সংরক্ষিত %Lnটি রিভিউ পড়া যায়নি, সেগুলো বাদ দেওয়া হয়েছে; বাকিটা লোড হয়েছে।</numerusform>
            <numerusform>সংরক্ষিত %Lnটি রিভিউ পড়া যায়নি, সেগুলো বাদ দেওয়া হয়েছে; বাকিটা লোড হয়েছে।</numerusform>
        </translation>
    </message>
    <message>
        <source>The original %1 was kept as %2.</source>
        <translation>মূল %1 ফাইলটি %2 নামে রেখে দেওয়া হয়েছে।</translation>
    </message>
    <message>
        <source>%1 could not be copied aside, so ScaleStudy will not write over it: reviews from this session will not be saved.</source>
        <translation>%1 ফাইলটির কপি আলাদা করে রাখা যায়নি, তাই ScaleStudy এর ওপরে লিখবে না: এই সেশনের রিভিউ সংরক্ষিত হবে না।</translation>
    </message>
    <message>
        <source>Your reviews could not be saved (%1). The saved reviews are kept as they were before; this session&apos;s reviews will be lost when ScaleStudy closes unless a later save succeeds.</source>
        <translation>আপনার রিভিউ সংরক্ষণ করা যায়নি (%1)। সংরক্ষিত রিভিউগুলো আগের মতোই রাখা আছে; পরে কোনো সংরক্ষণ সফল না হলে ScaleStudy বন্ধ হলে এই সেশনের রিভিউগুলো হারিয়ে যাবে।</translation>
    </message>
</context>
<context>
    <name>ReviewSummary</name>
    <message>
        <source>Flagged questions</source>
        <translation>চিহ্নিত প্রশ্ন</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>রিভিউ</translation>
    </message>
    <message>
        <source>Read-through finished</source>
        <translation>পড়ে দেখা শেষ</translation>
    </message>
    <message>
        <source>Review summary</source>
        <translation>রিভিউয়ের সারাংশ</translation>
    </message>
    <message>
        <source>Nothing reviewed in this session.</source>
        <translation>এই সেশনে কোনো প্রশ্ন রিভিউ করা হয়নি।</translation>
    </message>
    <message numerus="yes">
        <source>You reviewed %Ln question(s) and got %1 right.</source>
        <translation>
            <numerusform>আপনি %Lnটি প্রশ্ন রিভিউ করেছেন, %1টি সঠিক।</numerusform>
            <numerusform>আপনি %Lnটি প্রশ্ন রিভিউ করেছেন, %1টি সঠিক।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Asked again after a wrong answer: %Ln time(s).</source>
        <translation>
            <numerusform>ভুল উত্তরের পরে আবার জিজ্ঞেস করা হয়েছে: %Ln বার।</numerusform>
            <numerusform>ভুল উত্তরের পরে আবার জিজ্ঞেস করা হয়েছে: %Ln বার।</numerusform>
        </translation>
    </message>
    <message>
        <source>Review flagged questions (%1)</source>
        <translation>চিহ্নিত প্রশ্নগুলো রিভিউ করুন (%1)</translation>
    </message>
    <message>
        <source>Back to the library</source>
        <translation>লাইব্রেরিতে ফিরে যান</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>পরিসংখ্যান</translation>
    </message>
</context>
<context>
    <name>SearchPage</name>
    <message>
        <source>Search</source>
        <translation>খোঁজ</translation>
    </message>
    <message>
        <source>Search every quiz and the glossary, in English or Bengali</source>
        <translation>সব কুইজ আর পরিভাষায় খুঁজুন, বাংলা বা ইংরেজিতে</translation>
    </message>
    <message>
        <source>Search results</source>
        <translation>খোঁজের ফলাফল</translation>
    </message>
    <message>
        <source>Type a word or a phrase to find it in every quiz’s questions, options and explanations and in the glossary.</source>
        <translation>সব কুইজের প্রশ্ন, বিকল্প ও ব্যাখ্যায় এবং পরিভাষায় খুঁজতে একটি শব্দ বা বাক্যাংশ লিখুন।</translation>
    </message>
    <message>
        <source>Nothing matches “%1”. Check the spelling, or try another word.</source>
        <translation>“%1”-এর সঙ্গে কিছুই মেলেনি। বানান দেখুন, বা অন্য শব্দ দিয়ে চেষ্টা করুন।</translation>
    </message>
    <message>
        <source>The first %1 results. Type more to narrow the search.</source>
        <translation>প্রথম %1টি ফলাফল। খোঁজ আরও নির্দিষ্ট করতে আরও লিখুন।</translation>
    </message>
    <message numerus="yes">
        <source>%Ln result(s). Up and Down choose, Enter opens.</source>
        <translation>
            <numerusform>%Lnটি ফলাফল। ওপর ও নিচের তীর-চিহ্ন দিয়ে বেছে নিন, Enter দিয়ে খুলুন।</numerusform>
            <numerusform>%Lnটি ফলাফল। ওপর ও নিচের তীর-চিহ্ন দিয়ে বেছে নিন, Enter দিয়ে খুলুন।</numerusform>
        </translation>
    </message>
    <message>
        <source>Bengali</source>
        <translation>বাংলা</translation>
    </message>
    <message>
        <source>English</source>
        <translation>ইংরেজি</translation>
    </message>
    <message>
        <source>term</source>
        <translation>শব্দ</translation>
    </message>
    <message>
        <source>definition</source>
        <translation>সংজ্ঞা</translation>
    </message>
    <message>
        <source>Glossary: %1 · %2 · %3</source>
        <comment>glossary: term · field · language</comment>
        <translation>পরিভাষা: %1 · %2 · %3</translation>
    </message>
    <message>
        <source>in the question</source>
        <translation>প্রশ্নে</translation>
    </message>
    <message>
        <source>in the option “%1”</source>
        <comment>an option named by its first words</comment>
        <translation>“%1” বিকল্পে</translation>
    </message>
    <message>
        <source>in the explanation</source>
        <translation>ব্যাখ্যায়</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <comment>quiz title, question number · field · language</comment>
        <translation>%1 · %2 · %3</translation>
    </message>
</context>
<context>
    <name>SetupNote</name>
    <message>
        <source>What this question is about</source>
        <translation>এই প্রশ্নটি কী নিয়ে</translation>
    </message>
    <message>
        <source>From question %1 of “%2”.</source>
        <translation>“%2”-এর %1 নম্বর প্রশ্ন থেকে।</translation>
    </message>
    <message>
        <source>The set-up has changed: this question&apos;s note no longer describes what the page shows.</source>
        <translation>সেটিংস বদলে গেছে: প্রশ্নের এই নোট আর পেজে যা দেখাচ্ছে তার সঙ্গে মেলে না।</translation>
    </message>
    <message>
        <source>The controls are set as the question has them.</source>
        <translation>সেটিংস প্রশ্নে যেমন দেওয়া আছে তেমনই।</translation>
    </message>
</context>
<context>
    <name>ShardingControls</name>
    <message>
        <source>Mesh axis &apos;&amp;data&apos;:</source>
        <translation>মেশ অক্ষ &apos;data&apos;:</translation>
    </message>
    <message>
        <source>Mesh axis &apos;&amp;model&apos;:</source>
        <translation>মেশ অক্ষ &apos;model&apos;:</translation>
    </message>
    <message>
        <source>&amp;Dimensions:</source>
        <translation>ডাইমেনশন:</translation>
    </message>
    <message>
        <source>1 (a vector)</source>
        <translation>১ (একটি ভেক্টর)</translation>
    </message>
    <message>
        <source>2 (a matrix)</source>
        <translation>২ (একটি ম্যাট্রিক্স)</translation>
    </message>
    <message>
        <source>&amp;Rows (dimension 0):</source>
        <translation>সারি (ডাইমেনশন ০):</translation>
    </message>
    <message>
        <source>&amp;Columns (dimension 1):</source>
        <translation>কলাম (ডাইমেনশন ১):</translation>
    </message>
    <message>
        <source>Data &amp;type:</source>
        <translation>ডেটাটাইপ:</translation>
    </message>
    <message>
        <source>P(…) for dimension &amp;0:</source>
        <translation>ডাইমেনশন ০-এর P(…):</translation>
    </message>
    <message>
        <source>P(…) for dimension &amp;1:</source>
        <translation>ডাইমেনশন ১-এর P(…):</translation>
    </message>
    <message>
        <source>Global &amp;batch (examples):</source>
        <translation>মোট ব্যাচ (উদাহরণ):</translation>
    </message>
    <message>
        <source>&amp;Parameters (millions):</source>
        <translation>প্যারামিটার (মিলিয়ন):</translation>
    </message>
    <message>
        <source>Devices along the mesh&apos;s first axis, &apos;data&apos;</source>
        <translation>মেশের প্রথম অক্ষ &apos;data&apos; বরাবর ডিভাইস</translation>
    </message>
    <message>
        <source>Devices along the mesh&apos;s second axis, &apos;model&apos;</source>
        <translation>মেশের দ্বিতীয় অক্ষ &apos;model&apos; বরাবর ডিভাইস</translation>
    </message>
    <message>
        <source>&amp;Length (dimension 0):</source>
        <translation>দৈর্ঘ্য (ডাইমেনশন ০):</translation>
    </message>
</context>
<context>
    <name>ShardingPage</name>
    <message>
        <source>Sharding a JAX array</source>
        <translation>JAX অ্যারে শার্ড করা</translation>
    </message>
    <message>
        <source>&amp;View:</source>
        <translation>ভিউ:</translation>
    </message>
    <message>
        <source>Array layout</source>
        <translation>অ্যারের বিন্যাস</translation>
    </message>
    <message>
        <source>Data-parallel training step</source>
        <translation>ডেটা-প্যারালাল ট্রেনিং স্টেপ</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>হিসাব</translation>
    </message>
    <message>
        <source>Pinned setting</source>
        <translation>পিন করা সেটিং</translation>
    </message>
    <message>
        <source>The Python that gives this layout</source>
        <translation>যে Python এই বিন্যাস দেয়</translation>
    </message>
    <message>
        <source>Python code</source>
        <translation>Python কোড</translation>
    </message>
    <message>
        <source>Cop&amp;y code</source>
        <translation>কোড কপি করুন</translation>
    </message>
    <message>
        <source>Copy the Python lines to the clipboard</source>
        <translation>Python লাইনগুলো ক্লিপবোর্ডে কপি করুন</translation>
    </message>
    <message>
        <source>Why JAX refuses this layout</source>
        <translation>JAX কেন এই বিন্যাস নেয় না</translation>
    </message>
    <message>
        <source>The array&apos;s tiles and the devices that hold them</source>
        <translation>অ্যারের টাইলগুলো আর যে ডিভাইসগুলো সেগুলো রাখে</translation>
    </message>
    <message>
        <source>The batch&apos;s parts and the devices that hold them</source>
        <translation>ব্যাচের অংশগুলো আর যে ডিভাইসগুলো সেগুলো রাখে</translation>
    </message>
    <message>
        <source>The training step</source>
        <translation>ট্রেনিং স্টেপ</translation>
    </message>
    <message>
        <source>All-reduce groups</source>
        <translation>অল-রিডিউস গ্রুপ</translation>
    </message>
    <message>
        <source>Open the communication page for this all-reduce</source>
        <translation>এই অল-রিডিউসের জন্য কমিউনিকেশনের পেজ খুলুন</translation>
    </message>
    <message>
        <source>Back to the question&apos;s set-up</source>
        <translation>প্রশ্নের সেটিংসে ফিরে যান</translation>
    </message>
    <message>
        <source>Set every control as the question set it</source>
        <translation>প্রতিটি সেটিং প্রশ্নে যেমন ছিল তেমন করে দিন</translation>
    </message>
    <message>
        <source>One data-parallel step: the batch is device_put with P(&apos;data&apos;), so each row of the mesh gets its own part and the devices of a row hold the same part; the parameters are replicated with P(). Each device computes the gradients of its part; the devices of a mesh column (one &apos;model&apos; index) then all-reduce them over &apos;data&apos;, so that every device applies the same sum.</source>
        <translation>একটি ডেটা-প্যারালাল স্টেপ: ব্যাচটি P(&apos;data&apos;) দিয়ে device_put করা হয়, তাই মেশের প্রতিটি সারি নিজের অংশ পায় আর এক সারির ডিভাইসগুলো একই অংশ রাখে; প্যারামিটারগুলো P() দিয়ে রেপ্লিকেট করা থাকে। প্রতিটি ডিভাইস নিজের অংশের গ্রেডিয়েন্ট হিসাব করে; তারপর মেশের এক কলামের ডিভাইসগুলো (একটি &apos;model&apos; ইনডেক্স) &apos;data&apos; বরাবর সেগুলো অল-রিডিউস করে, যাতে প্রতিটি ডিভাইস একই যোগফল প্রয়োগ করে।</translation>
    </message>
    <message>
        <source>All-reduce groups over &apos;data&apos;: %1.</source>
        <translation>&apos;data&apos; বরাবর অল-রিডিউস গ্রুপ: %1।</translation>
    </message>
    <message>
        <source>Batch split on &apos;data&apos;</source>
        <translation>&apos;data&apos; বরাবর ভাগ করা ব্যাচ</translation>
    </message>
    <message>
        <source>Pinned: %1 on mesh (%2, %3)</source>
        <translation>পিন করা: মেশ (%2, %3)-এ %1</translation>
    </message>
    <message>
        <source>Pinned: a training step on mesh (%1, %2)</source>
        <translation>পিন করা: মেশ (%1, %2)-এ একটি ট্রেনিং স্টেপ</translation>
    </message>
    <message>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <source>Array %1 of %2: %3.</source>
        <translation>%2-এর অ্যারে %1: %3।</translation>
    </message>
    <message>
        <source>Mesh (%1, %2): %3 devices.</source>
        <translation>মেশ (%1, %2): %3টি ডিভাইস।</translation>
    </message>
    <message>
        <source>Shard shape: %1.</source>
        <translation>শার্ডের শেপ: %1।</translation>
    </message>
    <message>
        <source>Bytes per device: %1.</source>
        <translation>প্রতি ডিভাইসে বাইট: %1।</translation>
    </message>
    <message>
        <source>Copies of each element: 1 (no copies; each device holds its own part).</source>
        <translation>প্রতিটি এলিমেন্টের কপি: ১ (কোনো বাড়তি কপি নেই; প্রতিটি ডিভাইস নিজের অংশ রাখে)।</translation>
    </message>
    <message>
        <source>Copies of each element: %1 (each tile is held by %1 devices).</source>
        <translation>প্রতিটি এলিমেন্টের কপি: %1 (প্রতিটি টাইল %1টি ডিভাইসে থাকে)।</translation>
    </message>
    <message>
        <source>Across all devices: %1, %2 × the array.</source>
        <translation>সব ডিভাইস মিলিয়ে: %1, অ্যারের %2 গুণ।</translation>
    </message>
    <message>
        <source>JAX refuses this PartitionSpec: the mesh axis %1 is used twice. Each mesh axis may split at most one dimension of the array, once (JAX raises DuplicateSpecError). Choose None or the other axis for one of them.</source>
        <translation>JAX এই PartitionSpec নেয় না: মেশ অক্ষ %1 দুবার ব্যবহার করা হয়েছে। প্রতিটি মেশ অক্ষ অ্যারের সর্বোচ্চ একটি ডাইমেনশন, একবারই ভাগ করতে পারে (JAX DuplicateSpecError দেয়)। এদের একটির জন্য None বা অন্য অক্ষটি বেছে নিন।</translation>
    </message>
    <message>
        <source>JAX refuses this layout: dimension %1 has %2 elements, which cannot be split evenly into %3 parts (%4 = %5). A dimension must be divisible by the product of the sizes of the mesh axes it is split over.</source>
        <translation>JAX এই বিন্যাস নেয় না: ডাইমেনশন %1-এ %2টি এলিমেন্ট, যা %3টি সমান অংশে ভাগ করা যায় না (%4 = %5)। একটি ডাইমেনশনকে যে মেশ অক্ষগুলো বরাবর ভাগ করা হয়, তাদের সাইজের গুণফল দিয়ে সেটি বিভাজ্য হতে হবে।</translation>
    </message>
    <message>
        <source>Elements %1 to %2: %3</source>
        <translation>এলিমেন্ট %1 থেকে %2: %3</translation>
    </message>
    <message>
        <source>Rows %1 to %2, columns %3 to %4: %5</source>
        <translation>সারি %1 থেকে %2, কলাম %3 থেকে %4: %5</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>টাইল</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>টাইল</translation>
    </message>
    <message>
        <source>Indices</source>
        <translation>ইনডেক্স</translation>
    </message>
    <message>
        <source>Devices</source>
        <translation>ডিভাইস</translation>
    </message>
    <message>
        <source>Shard shape</source>
        <translation>শার্ডের শেপ</translation>
    </message>
    <message>
        <source>Bytes per device</source>
        <translation>প্রতি ডিভাইসে বাইট</translation>
    </message>
    <message>
        <source>Batch: %1 examples split on &apos;data&apos; into %2 parts of %3; the %4 devices of a mesh row hold the same part.</source>
        <translation>ব্যাচ: %1টি উদাহরণ &apos;data&apos; বরাবর %3টি করে %2 ভাগে ভাগ করা; মেশের এক সারির %4টি ডিভাইস একই অংশ রাখে।</translation>
    </message>
    <message>
        <source>Batch: %1 examples cannot be split evenly over the %2 rows of &apos;data&apos;; JAX refuses it. Choose a multiple of %2.</source>
        <translation>ব্যাচ: %1টি উদাহরণ &apos;data&apos;-এর %2টি সারিতে সমান ভাগ করা যায় না; JAX এটি নেয় না। %2-এর একটি গুণিতক বেছে নিন।</translation>
    </message>
    <message>
        <source>Parameters: %1 in %2, replicated (P()): %3 on every device.</source>
        <translation>প্যারামিটার: %2-এ %1টি, রেপ্লিকেট করা (P()): প্রতিটি ডিভাইসে %3।</translation>
    </message>
    <message>
        <source>With one device along &apos;data&apos; there is nothing to add up: no all-reduce.</source>
        <translation>&apos;data&apos; বরাবর একটিই ডিভাইস থাকলে যোগ করার কিছু নেই: কোনো অল-রিডিউস নেই।</translation>
    </message>
    <message>
        <source>Gradient all-reduce over &apos;data&apos;: %1 groups of %2 devices, each adding up a gradient of %3.</source>
        <translation>&apos;data&apos; বরাবর গ্রেডিয়েন্টের অল-রিডিউস: %2টি ডিভাইসের %1টি গ্রুপ, প্রতিটি %3 গ্রেডিয়েন্ট যোগ করে।</translation>
    </message>
    <message>
        <source>In a ring, each device sends 2(n − 1)/n × %1 = %2 and receives as much (n = %3).</source>
        <translation>রিং পদ্ধতিতে প্রতিটি ডিভাইস 2(n − 1)/n × %1 = %2 পাঠায় আর ততটাই পায় (n = %3)।</translation>
    </message>
    <message>
        <source>Group (&apos;model&apos; index)</source>
        <translation>গ্রুপ (&apos;model&apos; ইনডেক্স)</translation>
    </message>
    <message>
        <source>Gradient bytes</source>
        <translation>গ্রেডিয়েন্টের বাইট</translation>
    </message>
    <message>
        <source>Batch: %1 examples split on &apos;data&apos; into %2 parts of %3, one on each device.</source>
        <translation>ব্যাচ: %1টি উদাহরণ &apos;data&apos; বরাবর %3টি করে %2 ভাগে ভাগ করা, প্রতিটি ডিভাইসে এক ভাগ।</translation>
    </message>
    <message>
        <source>Gradient all-reduce over &apos;data&apos;: one group of all %1 devices, each adding up a gradient of %2.</source>
        <translation>&apos;data&apos; বরাবর গ্রেডিয়েন্টের অল-রিডিউস: সব %1টি ডিভাইসের একটিই গ্রুপ, প্রতিটি %2 গ্রেডিয়েন্ট যোগ করে।</translation>
    </message>
</context>
<context>
    <name>StatisticsPage</name>
    <message>
        <source>Review calendar</source>
        <translation>রিভিউয়ের ক্যালেন্ডার</translation>
    </message>
    <message>
        <source>Questions due</source>
        <translation>রিভিউয়ের জন্য বাকি প্রশ্ন</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>প্রশ্ন</translation>
    </message>
    <message>
        <source>Review statistics</source>
        <translation>রিভিউ পরিসংখ্যান</translation>
    </message>
    <message>
        <source>Retention over time</source>
        <translation>সময়ের সঙ্গে মনে রাখার হার</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>দেখান:</translation>
    </message>
    <message>
        <source>By week</source>
        <translation>সপ্তাহ ধরে</translation>
    </message>
    <message>
        <source>By month</source>
        <translation>মাস ধরে</translation>
    </message>
    <message>
        <source>Retention by week or by month</source>
        <translation>মনে রাখার হার, সপ্তাহ বা মাস ধরে</translation>
    </message>
    <message>
        <source>Questions by stability and by difficulty</source>
        <translation>স্থায়িত্ব ও কাঠিন্য অনুযায়ী প্রশ্ন</translation>
    </message>
    <message numerus="yes">
        <source>Current streak: %Ln day(s) in a row.</source>
        <translation>
            <numerusform>বর্তমান ধারা: টানা %Ln দিন।</numerusform>
            <numerusform>বর্তমান ধারা: টানা %Ln দিন।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Longest streak: %Ln day(s).</source>
        <translation>
            <numerusform>দীর্ঘতম ধারা: %Ln দিন।</numerusform>
            <numerusform>দীর্ঘতম ধারা: %Ln দিন।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In the past year: %1 on %Ln day(s).</source>
        <translation>
            <numerusform>গত এক বছরে: %Ln দিনে %1।</numerusform>
            <numerusform>গত এক বছরে: %Ln দিনে %1।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln review(s)</source>
        <translation>
            <numerusform>%Lnটি রিভিউ</numerusform>
            <numerusform>%Lnটি রিভিউ</numerusform>
        </translation>
    </message>
    <message>
        <source>Questions with a review schedule: %1.</source>
        <translation>রিভিউয়ের সময়সূচিতে থাকা প্রশ্ন: %1টি।</translation>
    </message>
    <message>
        <source>Questions coming due, day by day</source>
        <translation>দিনে দিনে রিভিউয়ের জন্য আসা প্রশ্ন</translation>
    </message>
    <message>
        <source>Today (with the overdue ones)</source>
        <translation>আজ (সময় পেরিয়ে যাওয়াগুলোও)</translation>
    </message>
    <message>
        <source>Tomorrow, %1</source>
        <translation>আগামীকাল, %1</translation>
    </message>
    <message>
        <source>today</source>
        <translation>আজ</translation>
    </message>
    <message>
        <source>Questions by stability (days until recall falls to %1)</source>
        <translation>স্থায়িত্ব অনুযায়ী প্রশ্ন (মনে থাকার সম্ভাবনা %1-এ নামতে যত দিন)</translation>
    </message>
    <message numerus="yes">
        <source>under %Ln day(s)</source>
        <translation>
            <numerusform>%Ln দিনের কম</numerusform>
            <numerusform>%Ln দিনের কম</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to %2 days</source>
        <translation>%1 থেকে %2 দিন</translation>
    </message>
    <message>
        <source>%1 days or more</source>
        <translation>%1 দিন বা তার বেশি</translation>
    </message>
    <message>
        <source>Questions by difficulty (%1 easiest, %2 hardest)</source>
        <translation>কাঠিন্য অনুযায়ী প্রশ্ন (%1 সবচেয়ে সহজ, %2 সবচেয়ে কঠিন)</translation>
    </message>
    <message>
        <source>difficulty %1</source>
        <translation>কাঠিন্য %1</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>দিন</translation>
    </message>
    <message>
        <source>Stability</source>
        <translation>স্থায়িত্ব</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>কাঠিন্য</translation>
    </message>
    <message>
        <source>Minutes</source>
        <translation>মিনিট</translation>
    </message>
    <message>
        <source>Each square is a study day of the past year, darker for more reviews. Point at a square, or move to it with the arrow keys, for its reviews and the time their answers took. Answers are timed from this version on: earlier ones count no time.</source>
        <translation>প্রতিটি ঘর গত এক বছরের একটি পড়ার দিন; যেদিন রিভিউ বেশি, সেদিনের ঘর তত গাঢ়। কোনো ঘরের ওপর পয়েন্টার রাখলে বা তীর-কী দিয়ে সেখানে গেলে সেদিনের রিভিউ আর উত্তর দিতে কত সময় লেগেছে তা দেখা যায়। এই সংস্করণ থেকে উত্তরের সময় মাপা হয়; আগের উত্তরে কোনো সময় গোনা হয় না।</translation>
    </message>
    <message>
        <source>Time spent answering in the past year: %1.</source>
        <translation>গত এক বছরে উত্তর দিতে লেগেছে: %1।</translation>
    </message>
    <message>
        <source>Minutes spent answering, day by day</source>
        <translation>দিনে দিনে উত্তর দিতে লাগা মিনিট</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>আজ</translation>
    </message>
    <message>
        <source>Yesterday, %1</source>
        <translation>গতকাল, %1</translation>
    </message>
    <message numerus="yes">
        <source>Time spent answering: the past %Ln day(s)</source>
        <translation>
            <numerusform>উত্তর দিতে লাগা সময়: গত %Ln দিন</numerusform>
            <numerusform>উত্তর দিতে লাগা সময়: গত %Ln দিন</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>What is coming: the next %Ln day(s)</source>
        <translation>
            <numerusform>সামনে কী আসছে: পরের %Ln দিন</numerusform>
            <numerusform>সামনে কী আসছে: পরের %Ln দিন</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SyncArrival</name>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 from %2 added</source>
        <extracomment>%1: what was added, e.g. &quot;3 answers, 1 review&quot;; %2: the other device&apos;s name</extracomment>
        <translation>%2 থেকে %1 যোগ হয়েছে</translation>
    </message>
    <message numerus="yes">
        <source>%Ln answer(s)</source>
        <translation>
            <numerusform>%Lnটি উত্তর</numerusform>
            <numerusform>%Lnটি উত্তর</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln review(s)</source>
        <translation>
            <numerusform>%Lnটি রিভিউ</numerusform>
            <numerusform>%Lnটি রিভিউ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln quiz attempt(s)</source>
        <translation>
            <numerusform>%Lnটি কুইজের চেষ্টা</numerusform>
            <numerusform>%Lnটি কুইজের চেষ্টা</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln other change(s)</source>
        <translation>
            <numerusform>আরও %Lnটি বদল</numerusform>
            <numerusform>আরও %Lnটি বদল</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SyncBanks</name>
    <message>
        <source>The question bank %1 cannot be copied to the sync folder (%2). Your other computers get it once the folder can be written again.</source>
        <extracomment>%1: the bank&apos;s file on this computer; %2: why it cannot be written</extracomment>
        <translation>%1 প্রশ্নব্যাংকটি সিঙ্ক ফোল্ডারে কপি করা যাচ্ছে না (%2)। ফোল্ডারে আবার লেখা গেলে আপনার অন্য কম্পিউটারগুলো এটি পাবে।</translation>
    </message>
    <message>
        <source>the id is &quot;%1&quot;, not &quot;%2&quot;</source>
        <extracomment>%1: the id in the file; %2: the id its name is for</extracomment>
        <translation>আইডি &quot;%1&quot;, &quot;%2&quot; নয়</translation>
    </message>
    <message>
        <source>A question bank added on another computer cannot be opened here: %1</source>
        <extracomment>%1: the file in the sync folder and what is wrong with it</extracomment>
        <translation>অন্য কম্পিউটারে যোগ করা একটি প্রশ্নব্যাংক এখানে খোলা যাচ্ছে না: %1</translation>
    </message>
    <message>
        <source>A question bank added on another computer cannot be kept in your progress folder as %1 (%2). ScaleStudy tries again the next time it looks at the sync folder.</source>
        <extracomment>%1: where it is kept in the progress (data) folder; %2: why it cannot be written</extracomment>
        <translation>অন্য কম্পিউটারে যোগ করা একটি প্রশ্নব্যাংক আপনার অগ্রগতির ফোল্ডারে %1 হিসেবে রাখা যাচ্ছে না (%2)। ScaleStudy পরের বার সিঙ্ক ফোল্ডার দেখার সময় আবার চেষ্টা করবে।</translation>
    </message>
</context>
<context>
    <name>SyncEngine</name>
    <message>
        <source>The sync folder %1 cannot be written to (%2). Your study is kept on this computer and copied there when the folder can be written again.</source>
        <translation>সিঙ্ক ফোল্ডার %1-এ লেখা যাচ্ছে না (%2)। আপনার পড়া এই কম্পিউটারে রাখা থাকবে, আর ফোল্ডারে আবার লেখা গেলে সেখানে কপি করা হবে।</translation>
    </message>
</context>
<context>
    <name>SyncFolder</name>
    <message>
        <source>%1 in the sync folder was written by a newer version of ScaleStudy and is not read. Update ScaleStudy on this computer to see that device&apos;s progress.</source>
        <translation>সিঙ্ক ফোল্ডারের %1 ফাইলটি ScaleStudy-র নতুনতর সংস্করণে লেখা, তাই পড়া হয়নি। ওই ডিভাইসের অগ্রগতি দেখতে এই কম্পিউটারে ScaleStudy আপডেট করুন।</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) of %1 in the sync folder could not be read and were skipped.</source>
        <translation>
            <numerusform>সিঙ্ক ফোল্ডারের %1 ফাইলের %Lnটি লাইন পড়া যায়নি, তাই বাদ দেওয়া হয়েছে।</numerusform>
            <numerusform>সিঙ্ক ফোল্ডারের %1 ফাইলের %Lnটি লাইন পড়া যায়নি, তাই বাদ দেওয়া হয়েছে।</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SyncFolderDialog</name>
    <message>
        <source>Choose the sync folder</source>
        <translation>সিঙ্ক ফোল্ডার বেছে নিন</translation>
    </message>
    <message>
        <source>Look in:</source>
        <translation>যেখানে খুঁজবেন:</translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation>ফোল্ডার:</translation>
    </message>
    <message>
        <source>Choose</source>
        <translation>বেছে নিন</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>বাতিল</translation>
    </message>
    <message>
        <source>None: your progress stays on this computer</source>
        <translation>নেই: আপনার অগ্রগতি এই কম্পিউটারেই থাকে</translation>
    </message>
    <message>
        <source>&amp;Choose a folder…</source>
        <translation>একটি ফোল্ডার বেছে নিন (&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;Choose another folder…</source>
        <translation>অন্য ফোল্ডার বেছে নিন (&amp;C)…</translation>
    </message>
    <message>
        <source>Sync folder</source>
        <translation>সিঙ্ক ফোল্ডার</translation>
    </message>
    <message>
        <source>&amp;Stop syncing</source>
        <translation>সিঙ্ক বন্ধ করুন (&amp;S)</translation>
    </message>
    <message>
        <source>This computer&apos;s &amp;name:</source>
        <translation>এই কম্পিউটারের নাম (&amp;N):</translation>
    </message>
    <message>
        <source>Your other computers show it when its changes arrive, as in &quot;3 answers from %1 added&quot;.</source>
        <translation>এর পরিবর্তনগুলো পৌঁছালে আপনার অন্য কম্পিউটারগুলো নামটি দেখায়, যেমন &quot;%1 থেকে ৩টি উত্তর যোগ হয়েছে&quot;।</translation>
    </message>
    <message>
        <source>the laptop</source>
        <translation>ল্যাপটপ</translation>
    </message>
    <message>
        <source>To study on more than one computer, choose a folder that a sync tool (Syncthing, Nextcloud, Dropbox) or a USB stick already carries between them. ScaleStudy writes this computer&apos;s answers, reviews, flags and settings there, in a file of its own, with a copy of each question bank you open, and reads the files of your other computers. It never uses the network itself.</source>
        <translation>একাধিক কম্পিউটারে পড়তে এমন একটি ফোল্ডার বেছে নিন, যা কোনো সিঙ্ক টুল (Syncthing, Nextcloud, Dropbox) বা একটি USB স্টিক আগে থেকেই কম্পিউটারগুলোর মধ্যে বয়ে নিয়ে যায়। ScaleStudy এই কম্পিউটারের উত্তর, রিভিউ, চিহ্ন আর সেটিংস সেখানে নিজের একটি ফাইলে লেখে, আপনার খোলা প্রতিটি প্রশ্নব্যাংকের একটি কপিও সেখানে রাখে, আর আপনার অন্য কম্পিউটারগুলোর ফাইল পড়ে। এটি নিজে কখনো নেটওয়ার্ক ব্যবহার করে না।</translation>
    </message>
</context>
<context>
    <name>TrainingMemoryControls</name>
    <message>
        <source>%1 %2 GB</source>
        <translation>%1 %2 GB</translation>
    </message>
    <message>
        <source>Custom GPU of %1 GB</source>
        <translation>%1 GB-এর কাস্টম GPU</translation>
    </message>
    <message>
        <source>Model and parallelism</source>
        <translation>মডেল ও প্যারালালিজম</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>মডেল</translation>
    </message>
    <message>
        <source>Parameters Ψ</source>
        <translation>প্যারামিটার Ψ</translation>
    </message>
    <message>
        <source>Layers L</source>
        <translation>লেয়ার L</translation>
    </message>
    <message>
        <source>Hidden size h</source>
        <translation>হিডেন সাইজ h</translation>
    </message>
    <message>
        <source>Attention heads a</source>
        <translation>অ্যাটেনশন হেড a</translation>
    </message>
    <message>
        <source>Precision and optimizer</source>
        <translation>প্রিসিশন ও অপটিমাইজার</translation>
    </message>
    <message>
        <source>Data-parallel GPUs N_d</source>
        <translation>ডেটা-প্যারালাল GPU N_d</translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation>ZeRO স্টেজ</translation>
    </message>
    <message>
        <source>Tensor-parallel degree t</source>
        <translation>টেনসর-প্যারালাল ডিগ্রি t</translation>
    </message>
    <message>
        <source>Pipeline stages p</source>
        <translation>পাইপলাইন স্টেজ p</translation>
    </message>
    <message>
        <source>Sequence length s</source>
        <translation>সিকোয়েন্সের দৈর্ঘ্য s</translation>
    </message>
    <message>
        <source>Micro-batch size b</source>
        <translation>মাইক্রো-ব্যাচ সাইজ b</translation>
    </message>
    <message>
        <source>Activation recomputation</source>
        <translation>অ্যাক্টিভেশন রিকম্পিউটেশন</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Custom GPU memory</source>
        <translation>কাস্টম GPU মেমরি</translation>
    </message>
    <message>
        <source>Custom model</source>
        <translation>কাস্টম মডেল</translation>
    </message>
    <message>
        <source>Parameter counts and shapes as the models&apos; papers and published configurations give them.</source>
        <translation>প্যারামিটারের সংখ্যা ও শেপ মডেলগুলোর পেপার ও প্রকাশিত কনফিগারেশন অনুযায়ী।</translation>
    </message>
    <message>
        <source> billion</source>
        <translation> বিলিয়ন</translation>
    </message>
    <message>
        <source>Mixed precision Adam: 2 + 2 + 12 bytes</source>
        <translation>মিক্সড প্রিসিশন Adam: ২ + ২ + ১২ বাইট</translation>
    </message>
    <message>
        <source>float32 Adam: 4 + 4 + 8 bytes</source>
        <translation>float32 Adam: ৪ + ৪ + ৮ বাইট</translation>
    </message>
    <message>
        <source>bfloat16 Adam: 2 + 2 + 4 bytes</source>
        <translation>bfloat16 Adam: ২ + ২ + ৪ বাইট</translation>
    </message>
    <message>
        <source>Bytes per parameter for its weight, its gradient and its optimizer states.</source>
        <translation>প্রতিটি প্যারামিটারের ওয়েট, গ্রেডিয়েন্ট ও অপটিমাইজার স্টেটের জন্য বাইট।</translation>
    </message>
    <message>
        <source>0: nothing sharded (plain data parallelism)</source>
        <translation>০: কিছুই শার্ড নয় (সাধারণ ডেটা প্যারালালিজম)</translation>
    </message>
    <message>
        <source>1: optimizer states sharded</source>
        <translation>১: অপটিমাইজার স্টেট শার্ড করা</translation>
    </message>
    <message>
        <source>2: optimizer states and gradients sharded</source>
        <translation>২: অপটিমাইজার স্টেট ও গ্রেডিয়েন্ট শার্ড করা</translation>
    </message>
    <message>
        <source>3: everything sharded (FSDP full sharding)</source>
        <translation>৩: সবকিছু শার্ড করা (FSDP-র ফুল শার্ডিং)</translation>
    </message>
    <message>
        <source>What ZeRO splits over the N_d data-parallel GPUs. Stage 3 is what FSDP calls full sharding.</source>
        <translation>ZeRO N_d-টি ডেটা-প্যারালাল GPU-তে কী ভাগ করে। স্টেজ ৩-কেই FSDP ফুল শার্ডিং বলে।</translation>
    </message>
    <message>
        <source>The arrows double or halve it.</source>
        <translation>তীরচিহ্নে এটি দ্বিগুণ বা অর্ধেক হয়।</translation>
    </message>
    <message>
        <source>Each layer&apos;s matrices split over t GPUs. The arrows double or halve it.</source>
        <translation>প্রতিটি লেয়ারের ম্যাট্রিক্স t-টি GPU-তে ভাগ হয়। তীরচিহ্নে এটি দ্বিগুণ বা অর্ধেক হয়।</translation>
    </message>
    <message>
        <source>The layers split into p stages, one a GPU.</source>
        <translation>লেয়ারগুলো p-টি স্টেজে ভাগ হয়, প্রতিটি GPU-তে একটি।</translation>
    </message>
    <message>
        <source>Count the activations of one pipeline stage</source>
        <translation>একটি পাইপলাইন স্টেজের অ্যাক্টিভেশন গুনুন</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> টোকেন</translation>
    </message>
    <message>
        <source>None</source>
        <translation>নেই</translation>
    </message>
    <message>
        <source>Selective (attention recomputed)</source>
        <translation>সিলেক্টিভ (অ্যাটেনশন আবার হিসাব হয়)</translation>
    </message>
    <message>
        <source>Full (only each layer&apos;s input kept)</source>
        <translation>ফুল (শুধু প্রতিটি লেয়ারের ইনপুট জমা থাকে)</translation>
    </message>
    <message>
        <source>Sequence parallelism</source>
        <translation>সিকোয়েন্স প্যারালালিজম</translation>
    </message>
    <message>
        <source>Splits the layer norms and dropouts along the sequence over the t tensor-parallel GPUs.</source>
        <translation>লেয়ার নর্ম ও ড্রপআউটকে সিকোয়েন্স বরাবর t-টি টেনসর-প্যারালাল GPU-তে ভাগ করে।</translation>
    </message>
    <message>
        <source>Custom size</source>
        <translation>কাস্টম সাইজ</translation>
    </message>
    <message>
        <source>Memory sizes as NVIDIA states them, read as GiB.</source>
        <translation>NVIDIA যে মেমরি সাইজ জানায়, সেটিকে GiB হিসেবে পড়া হয়।</translation>
    </message>
    <message>
        <source> GB</source>
        <translation> GB</translation>
    </message>
</context>
<context>
    <name>TrainingMemoryPage</name>
    <message>
        <source>N_d</source>
        <translation>N_d</translation>
    </message>
    <message>
        <source>ZeRO stage 0 (plain data parallelism)</source>
        <translation>ZeRO স্টেজ ০ (সাধারণ ডেটা প্যারালালিজম)</translation>
    </message>
    <message>
        <source>ZeRO stage 1</source>
        <translation>ZeRO স্টেজ ১</translation>
    </message>
    <message>
        <source>ZeRO stage 2</source>
        <translation>ZeRO স্টেজ ২</translation>
    </message>
    <message>
        <source>ZeRO stage 3 (FSDP)</source>
        <translation>ZeRO স্টেজ ৩ (FSDP)</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>ওয়েট</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>গ্রেডিয়েন্ট</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>অপটিমাইজার স্টেট</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>অ্যাক্টিভেশন</translation>
    </message>
    <message>
        <source>ZeRO stage (3 = FSDP)</source>
        <translation>ZeRO স্টেজ (৩ = FSDP)</translation>
    </message>
    <message>
        <source>Memory per GPU (GB)</source>
        <translation>প্রতি GPU-তে মেমরি (GB)</translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation>GPU মেমরি</translation>
    </message>
    <message>
        <source>Pinned setting</source>
        <translation>পিন করা সেটিং</translation>
    </message>
    <message>
        <source>Chosen stage</source>
        <translation>বাছাই করা স্টেজ</translation>
    </message>
    <message>
        <source>Memory per GPU by ZeRO stage</source>
        <translation>ZeRO স্টেজ অনুযায়ী প্রতি GPU-তে মেমরি</translation>
    </message>
    <message>
        <source>Pinned total</source>
        <translation>পিন করা মোট</translation>
    </message>
    <message>
        <source>Data-parallel GPUs N_d</source>
        <translation>ডেটা-প্যারালাল GPU N_d</translation>
    </message>
    <message>
        <source>Memory per GPU (GB, log scale)</source>
        <translation>প্রতি GPU-তে মেমরি (GB, লগ স্কেল)</translation>
    </message>
    <message>
        <source>Memory per GPU against N_d</source>
        <translation>N_d অনুযায়ী প্রতি GPU-তে মেমরি</translation>
    </message>
    <message>
        <source>%1 at N_d = %2: %3</source>
        <translation>N_d = %2-এ %1: %3</translation>
    </message>
    <message>
        <source>Training memory per GPU</source>
        <translation>প্রতি GPU-তে ট্রেনিং মেমরি</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>হিসাব</translation>
    </message>
    <message>
        <source>Legend of the bar chart</source>
        <translation>বার চার্টের লেজেন্ড</translation>
    </message>
    <message>
        <source>Legend of the line chart</source>
        <translation>লাইন চার্টের লেজেন্ড</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>ব্যাখ্যা</translation>
    </message>
    <message>
        <source>Back to the question&apos;s set-up</source>
        <translation>প্রশ্নের সেটিংসে ফিরে যান</translation>
    </message>
    <message>
        <source>Set every control as the question set it</source>
        <translation>প্রতিটি সেটিং প্রশ্নে যেমন ছিল তেমন করে দিন</translation>
    </message>
    <message>
        <source>ZeRO stage %1</source>
        <translation>ZeRO স্টেজ %1</translation>
    </message>
    <message>
        <source>Custom model of %1 billion parameters</source>
        <translation>%1 বিলিয়ন প্যারামিটারের কাস্টম মডেল</translation>
    </message>
    <message>
        <source>%1: too large to count.</source>
        <translation>%1: গোনার পক্ষে খুব বড়।</translation>
    </message>
    <message>
        <source>%1: %2 per GPU, fits the %3.</source>
        <translation>%1: প্রতি GPU-তে %2, %3-এ এঁটে যায়।</translation>
    </message>
    <message>
        <source>%1: %2 per GPU, does not fit the %3 at any N_d up to %4.</source>
        <translation>%1: প্রতি GPU-তে %2, %4 পর্যন্ত কোনো N_d-তেই %3-এ আঁটে না।</translation>
    </message>
    <message>
        <source>%1: %2 per GPU, does not fit the %3; it would from N_d = %4.</source>
        <translation>%1: প্রতি GPU-তে %2, %3-এ আঁটে না; N_d = %4 থেকে আঁটবে।</translation>
    </message>
    <message>
        <source>%1, N_d = %2, t = %3, p = %4.</source>
        <translation>%1, N_d = %2, t = %3, p = %4।</translation>
    </message>
    <message>
        <source>Bytes per parameter: %1 + %2 + %3 = %4.</source>
        <translation>প্রতি প্যারামিটারে বাইট: %1 + %2 + %3 = %4।</translation>
    </message>
    <message>
        <source>GPU memory: %1 (%2).</source>
        <translation>GPU মেমরি: %1 (%2)।</translation>
    </message>
    <message>
        <source>Chosen: %1</source>
        <translation>বাছাই করা: %1</translation>
    </message>
    <message>
        <source>Weights: %1</source>
        <translation>ওয়েট: %1</translation>
    </message>
    <message>
        <source>Gradients: %1</source>
        <translation>গ্রেডিয়েন্ট: %1</translation>
    </message>
    <message>
        <source>Optimizer states: %1</source>
        <translation>অপটিমাইজার স্টেট: %1</translation>
    </message>
    <message>
        <source>Activations: %1</source>
        <translation>অ্যাক্টিভেশন: %1</translation>
    </message>
    <message>
        <source>Total per GPU: %1</source>
        <translation>প্রতি GPU-তে মোট: %1</translation>
    </message>
    <message>
        <source>Model states: ZeRO</source>
        <translation>মডেল স্টেট: ZeRO</translation>
    </message>
    <message>
        <source>Training keeps, for each parameter, its weight, its gradient and the optimizer&apos;s states: 2 + 2 + K bytes with mixed precision Adam, K = 12 (an fp32 copy of the weight, Adam&apos;s momentum and variance). Tensor and pipeline parallelism first split the Ψ parameters over t·p GPUs: Ψ&apos; = Ψ/(t·p). With N_d data-parallel copies, ZeRO (Rajbhandari et al. 2020, §5) gives per GPU: stage 0 (2 + 2 + K)Ψ&apos;; stage 1 2Ψ&apos; + 2Ψ&apos; + KΨ&apos;/N_d; stage 2 2Ψ&apos; + (2 + K)Ψ&apos;/N_d; stage 3 (2 + 2 + K)Ψ&apos;/N_d. PyTorch&apos;s FSDP with full sharding is stage 3.</source>
        <translation>ট্রেনিং প্রতিটি প্যারামিটারের জন্য তার ওয়েট, গ্রেডিয়েন্ট ও অপটিমাইজার স্টেট জমা রাখে: মিক্সড প্রিসিশন Adam-এ ২ + ২ + K বাইট, K = ১২ (ওয়েটের একটি fp32 কপি, Adam-এর মোমেন্টাম ও ভ্যারিয়েন্স)। টেনসর ও পাইপলাইন প্যারালালিজম প্রথমে Ψ-টি প্যারামিটারকে t·p-টি GPU-তে ভাগ করে: Ψ&apos; = Ψ/(t·p)। N_d-টি ডেটা-প্যারালাল কপিতে ZeRO (Rajbhandari ও সহকর্মীরা ২০২০, §৫) প্রতি GPU-তে দেয়: স্টেজ ০ (২ + ২ + K)Ψ&apos;; স্টেজ ১ ২Ψ&apos; + ২Ψ&apos; + KΨ&apos;/N_d; স্টেজ ২ ২Ψ&apos; + (২ + K)Ψ&apos;/N_d; স্টেজ ৩ (২ + ২ + K)Ψ&apos;/N_d। PyTorch-এর FSDP-র ফুল শার্ডিং হলো স্টেজ ৩।</translation>
    </message>
    <message>
        <source>The paper&apos;s Figure 1: Ψ = 7.5 billion, N_d = 64, K = 12 gives 120 GB, 31.4 GB, 16.6 GB and 1.9 GB (GB = 10⁹ bytes, as the paper writes them). GPU sizes are read as GiB, as NVIDIA&apos;s cards hold them: an 80 GB card holds 85.9 GB.</source>
        <translation>পেপারের চিত্র ১: Ψ = ৭.৫ বিলিয়ন, N_d = ৬৪, K = ১২ দেয় ১২০ GB, ৩১.৪ GB, ১৬.৬ GB ও ১.৯ GB (GB = ১০⁹ বাইট, পেপার যেভাবে লেখে)। GPU-র সাইজ GiB হিসেবে পড়া হয়, NVIDIA-র কার্ডে যেমন থাকে: ৮০ GB-এর কার্ডে ৮৫.৯ GB থাকে।</translation>
    </message>
    <message>
        <source>Activations: Korthikanti et al. 2022</source>
        <translation>অ্যাক্টিভেশন: Korthikanti ও সহকর্মীরা ২০২২</translation>
    </message>
    <message>
        <source>With 16-bit activations one transformer layer keeps s·b·h·(34 + 5·a·s/h) bytes for one micro-batch. Tensor parallelism without sequence parallelism keeps s·b·h·(10 + 24/t + 5·a·s/(h·t)); with sequence parallelism s·b·h/t·(34 + 5·a·s/h). Selective recomputation drops the 5·a·s/h term (34·s·b·h/t with sequence parallelism); full recomputation keeps only each layer&apos;s input, 2·s·b·h.</source>
        <translation>১৬-বিট অ্যাক্টিভেশনে একটি ট্রান্সফরমার লেয়ার একটি মাইক্রো-ব্যাচের জন্য s·b·h·(৩৪ + ৫·a·s/h) বাইট জমা রাখে। সিকোয়েন্স প্যারালালিজম ছাড়া টেনসর প্যারালালিজমে থাকে s·b·h·(১০ + ২৪/t + ৫·a·s/(h·t)); সিকোয়েন্স প্যারালালিজম সহ s·b·h/t·(৩৪ + ৫·a·s/h)। সিলেক্টিভ রিকম্পিউটেশনে ৫·a·s/h পদটি বাদ যায় (সিকোয়েন্স প্যারালালিজম সহ ৩৪·s·b·h/t); ফুল রিকম্পিউটেশনে শুধু প্রতিটি লেয়ারের ইনপুট, ২·s·b·h, জমা থাকে।</translation>
    </message>
    <message>
        <source>Assumptions: one pipeline stage holds ⌈L/p⌉ layers, and the first stage of a 1F1B schedule holds p micro-batches in flight, so its activations do not shrink with p. Embeddings, the output layer, temporary buffers and fragmentation are left out. The ZeRO 7.5B preset&apos;s shape (32 layers, h = 4096, 32 heads) is assumed: the paper gives only Ψ.</source>
        <translation>ধরে নেওয়া হয়েছে: একটি পাইপলাইন স্টেজে ⌈L/p⌉-টি লেয়ার থাকে, আর 1F1B শিডিউলের প্রথম স্টেজে একসঙ্গে p-টি মাইক্রো-ব্যাচ চলমান থাকে, তাই তার অ্যাক্টিভেশন p বাড়লে কমে না। এমবেডিং, আউটপুট লেয়ার, অস্থায়ী বাফার ও ফ্র্যাগমেন্টেশন ধরা হয়নি। ZeRO 7.5B প্রিসেটের শেপ (৩২-টি লেয়ার, h = ৪০৯৬, ৩২-টি হেড) ধরে নেওয়া: পেপার শুধু Ψ দেয়।</translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation>ZeRO স্টেজ</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>মোট</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>আঁটে</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>হ্যাঁ</translation>
    </message>
    <message>
        <source>no</source>
        <translation>না</translation>
    </message>
</context>
<context>
    <name>WindowActions</name>
    <message>
        <source>&amp;Quiz</source>
        <translation>কুইজ (&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Charts</source>
        <translation>চার্ট (&amp;C)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>দেখুন (&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>ভাষা (&amp;L)</translation>
    </message>
    <message>
        <source>Text &amp;size</source>
        <translation>লেখার আকার (&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>থিম (&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Larger text</source>
        <translation>লেখা বড় করুন (&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Smaller text</source>
        <translation>লেখা ছোট করুন (&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Default text size</source>
        <translation>লেখার স্বাভাবিক আকার (&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Follow the system</source>
        <translation>সিস্টেম অনুযায়ী (&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>হালকা (&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>গাঢ় (&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>সাহায্য (&amp;H)</translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation>প্রধান টুলবার</translation>
    </message>
    <message>
        <source>&amp;Library</source>
        <translation>লাইব্রেরি (&amp;L)</translation>
    </message>
    <message>
        <source>Show all quizzes</source>
        <translation>সব কুইজ দেখুন</translation>
    </message>
    <message>
        <source>&amp;Back to the quiz</source>
        <translation>কুইজে ফিরে যান (&amp;B)</translation>
    </message>
    <message>
        <source>Return to the quiz you are taking</source>
        <translation>যে কুইজটি দিচ্ছেন সেখানে ফিরে যান</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>ইতিহাস (&amp;H)</translation>
    </message>
    <message>
        <source>Your attempts and scores over time</source>
        <translation>আপনার চেষ্টাগুলো আর সময়ের সঙ্গে স্কোর</translation>
    </message>
    <message>
        <source>&amp;Open question bank…</source>
        <translation>প্রশ্নব্যাংক খুলুন (&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Export results…</source>
        <translation>ফলাফল এক্সপোর্ট করুন (&amp;E)…</translation>
    </message>
    <message>
        <source>Save the results on screen as a PDF or HTML file</source>
        <translation>স্ক্রিনের ফলাফল PDF বা HTML ফাইল হিসেবে সংরক্ষণ করুন</translation>
    </message>
    <message>
        <source>&amp;Search…</source>
        <translation>খুঁজুন (&amp;S)…</translation>
    </message>
    <message>
        <source>Search every quiz and the glossary</source>
        <translation>সব কুইজ আর পরিভাষায় খুঁজুন</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>প্রস্থান করুন (&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Review due questions</source>
        <translation>বাকি প্রশ্নগুলো রিভিউ করুন (&amp;R)</translation>
    </message>
    <message>
        <source>Review &amp;flagged questions</source>
        <translation>চিহ্নিত প্রশ্নগুলো রিভিউ করুন (&amp;F)</translation>
    </message>
    <message>
        <source>Read &amp;through</source>
        <translation>পড়ে দেখুন (&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Pipeline bubbles</source>
        <translation>পাইপলাইন বাবল (&amp;P)</translation>
    </message>
    <message>
        <source>Interactive chart: where pipeline stages sit idle</source>
        <translation>ইন্টারঅ্যাকটিভ চার্ট: পাইপলাইনের স্টেজগুলো কোথায় নিষ্ক্রিয় বসে থাকে</translation>
    </message>
    <message>
        <source>&amp;Attention memory</source>
        <translation>অ্যাটেনশন মেমরি (&amp;A)</translation>
    </message>
    <message>
        <source>Interactive chart: how attention memory grows with sequence length</source>
        <translation>ইন্টারঅ্যাকটিভ চার্ট: সিকোয়েন্সের দৈর্ঘ্যের সঙ্গে অ্যাটেনশন মেমরি কীভাবে বাড়ে</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>কীবোর্ড শর্টকাট (&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Glossary</source>
        <translation>পরিভাষা (&amp;G)</translation>
    </message>
    <message>
        <source>&amp;About ScaleStudy</source>
        <translation>ScaleStudy সম্পর্কে (&amp;A)</translation>
    </message>
    <message>
        <source>Switch the language</source>
        <translation>ভাষা বদলান</translation>
    </message>
    <message>
        <source>Switch the language (%1)</source>
        <translation>ভাষা বদলান (%1)</translation>
    </message>
    <message>
        <source>Fl&amp;agged questions</source>
        <translation>চিহ্নিত প্রশ্ন (&amp;A)</translation>
    </message>
    <message>
        <source>&amp;User guide</source>
        <translation>ব্যবহার নির্দেশিকা (&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Sharding a JAX array</source>
        <translation>JAX অ্যারে শার্ড করা (&amp;S)</translation>
    </message>
    <message>
        <source>Interactive chart: which part of an array each device holds</source>
        <translation>ইন্টারঅ্যাকটিভ চার্ট: অ্যারের কোন অংশ কোন ডিভাইসে থাকে</translation>
    </message>
    <message>
        <source>What &amp;communication costs</source>
        <translation>কমিউনিকেশনের খরচ (&amp;C)</translation>
    </message>
    <message>
        <source>Interactive chart: what an all-reduce, all-gather or reduce-scatter costs, and why tensor parallelism stays in a node</source>
        <translation>ইন্টারঅ্যাকটিভ চার্ট: অল-রিডিউস, অল-গ্যাদার বা রিডিউস-স্ক্যাটারের খরচ কত, আর টেনসর প্যারালালিজম কেন একটি নোডের ভেতরে থাকে</translation>
    </message>
    <message>
        <source>&amp;Training memory</source>
        <translation>ট্রেনিং মেমরি (&amp;T)</translation>
    </message>
    <message>
        <source>Interactive chart: memory per GPU for training with ZeRO, FSDP, tensor and pipeline parallelism</source>
        <translation>ইন্টারঅ্যাকটিভ চার্ট: ZeRO, FSDP, টেনসর ও পাইপলাইন প্যারালালিজমে ট্রেনিংয়ে প্রতি GPU-তে মেমরি</translation>
    </message>
    <message>
        <source>Interactive chart: which calls of a jitted training step trace and compile, and which run from the cache</source>
        <translation>ইন্টারঅ্যাকটিভ চার্ট: jit করা একটি ট্রেনিং স্টেপের কোন কলে ট্রেস ও কম্পাইল হয়, আর কোনগুলো ক্যাশ থেকে চলে</translation>
    </message>
    <message>
        <source>Asynchronous &amp;dispatch</source>
        <translation>অ্যাসিঙ্ক্রোনাস ডিসপ্যাচ (&amp;D)</translation>
    </message>
    <message>
        <source>Interactive chart: the host and the GPU on one time axis, and what a synchronization costs</source>
        <translation>ইন্টারঅ্যাকটিভ চার্ট: একই সময়-অক্ষে হোস্ট আর GPU, আর সিঙ্ক্রোনাইজেশনের খরচ</translation>
    </message>
    <message>
        <source>The c&amp;ompilation cache</source>
        <translation>কম্পাইলেশন ক্যাশ (&amp;O)</translation>
    </message>
    <message>
        <source>Review stat&amp;istics</source>
        <translation>রিভিউ পরিসংখ্যান (&amp;I)</translation>
    </message>
    <message>
        <source>Load a question bank: ScaleStudy JSON, Moodle XML, GIFT or Aiken</source>
        <translation>একটি প্রশ্নব্যাংক লোড করুন: ScaleStudy JSON, Moodle XML, GIFT বা Aiken</translation>
    </message>
    <message>
        <source>E&amp;xport question bank…</source>
        <translation>প্রশ্নব্যাংক এক্সপোর্ট করুন (&amp;X)…</translation>
    </message>
    <message>
        <source>Save a quiz of the library as Moodle XML, GIFT or ScaleStudy JSON</source>
        <translation>লাইব্রেরির একটি কুইজ Moodle XML, GIFT বা ScaleStudy JSON হিসেবে সংরক্ষণ করুন</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>সেটিংস (&amp;S)</translation>
    </message>
    <message>
        <source>Sync &amp;folder…</source>
        <translation>সিঙ্ক ফোল্ডার (&amp;F)…</translation>
    </message>
    <message>
        <source>Study on more than one computer through a folder a sync tool already carries</source>
        <translation>কোনো সিঙ্ক টুল আগে থেকেই বয়ে নেয় এমন একটি ফোল্ডারের মাধ্যমে একাধিক কম্পিউটারে পড়ুন</translation>
    </message>
</context>
</TS>
