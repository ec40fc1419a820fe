<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>AikenReader</name>
    <message>
        <source>no &quot;ANSWER:&quot; line after its options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the answer &quot;%1&quot; names none of its options (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no questions in the Aiken format: a question&apos;s text, its options (&quot;A) …&quot;) and &quot;ANSWER: A&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AsyncDispatchControls</name>
    <message>
        <source>Training loop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host time a step (h)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU time a step (g)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steps (n)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Synchronization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Synchronize every k steps (k)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Python time to dispatch one step: the host lane&apos;s blocks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GPU&apos;s time to run one step: the GPU lane&apos;s blocks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every step (float(loss))</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every k steps (print of the loss)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only at the end (block_until_ready())</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the loop asks for a value, the host waits until the GPU has finished that step.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AsyncDispatchPage</name>
    <message>
        <source>Asynchronous dispatch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the question&apos;s set-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set every control as the question set it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host lane and the GPU lane on one time axis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steps on the host lane and the GPU lane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asynchronous dispatch: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pinned: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every %1 steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only at the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>h = %1, g = %2, %3 steps, synchronization %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total time: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU busy: %1 (%2), idle %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host dispatching: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host waiting for the GPU: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Synchronizations: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A timer around one step reads %1 without %2 and %3 with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A timer around the whole loop reads %1 without %2 and %3 with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total time: %1 (now %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU busy: %1 (now %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host waiting: %1 (now %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Synchronizations: %1 (now %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GPU is the bottleneck (h &lt; g): the host runs ahead while nothing asks for a value. Each synchronization leaves a gap in the GPU lane while the host dispatches the next step; synchronize less often to close the gaps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host and GPU take as long a step (h = g): without synchronization the two lanes keep pace; each synchronization still leaves a gap in the GPU lane.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host is the bottleneck (h &gt; g): the GPU waits for each dispatch whether the loop synchronizes or not, so synchronizing less hardly helps. What helps is less Python a step: put more of the work in one bigger jitted function.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two lanes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A call of a jitted function returns as soon as the host (Python) has dispatched it: the result is an array the GPU has not computed yet. The host lane shows each dispatch (h a step) and each wait; the GPU lane shows each step&apos;s run (g). The GPU starts a step once it is free and the host has dispatched it, so it runs behind the host.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Synchronization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asking for a value (&lt;code&gt;float(loss)&lt;/code&gt;, &lt;code&gt;print&lt;/code&gt; of a value, &lt;code&gt;block_until_ready()&lt;/code&gt;) makes the host wait until the GPU has finished that step. Meanwhile nothing new is dispatched, so after the wait the GPU lane has a gap of h while the host dispatches the next step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What a timer reads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Without &lt;code&gt;block_until_ready()&lt;/code&gt; a timer stops when the host is done: around one step it reads only the dispatch, h. With it, the timer waits for the GPU: h + g. Benchmark with &lt;code&gt;block_until_ready()&lt;/code&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the host is the bottleneck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With h &gt; g the GPU finishes each step before the next is dispatched: it waits either way, and fewer synchronizations change little. Less Python a step helps: fuse several steps or more of the work into one bigger jitted function, so one dispatch gives the GPU more to do.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1.</source>
        <comment>the setting&apos;s name as a sentence</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AsyncDispatchStepsModel</name>
    <message>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dispatch start (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dispatch end (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host free (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU start (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU end (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host wait (ms)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AsyncDispatchTimeline</name>
    <message>
        <source>Host dispatching</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host waiting for the GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU running a step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU idle (gap)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host lane (Python)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU lane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (faint strips, total %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1: the host dispatches it from %2 to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1: the host waits for the GPU from %2 to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1: the GPU runs it from %2 to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A gap: the GPU waits for step %1 to be dispatched.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host lane: dispatching %1, waiting for the GPU %2. GPU lane: running %3, idle in gaps %4. Total %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: total %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AttemptTableModel</name>
    <message>
        <source>After each answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whole quiz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Feedback</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some questions: a retry or practice</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AttentionControls</name>
    <message>
        <source>%1 %2 GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom GPU of %1 GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Batch size B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heads N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Head dimension d</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequence length T = S</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom GPU memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixed y range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixed memory range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the memory axis wide enough for every data type and pass, so it does not jump when they change.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Causal mask (is_causal=True)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each query sees only the keys before it. Changes compute, not memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The arrows double or halve the length; any length from %1 to %2 can be typed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuDNN attention supports head dimensions up to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data type of the query, key and value arrays.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inference (forward pass)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training (forward + backward)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training keeps the softmax probabilities for the backward pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (compute capability %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom size (compute capability %1+)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory sizes as NVIDIA states them, read as GiB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory as a data sheet states it, in GB; the page reads it as GiB like the other GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AttentionPage</name>
    <message>
        <source>Attention memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figures for one layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fused cuDNN kernel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory of one attention layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequence length T = S (tokens, log scale)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory (log scale)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why naive attention grows with the square of the sequence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Naive attention scores every query against every key: QKᵀ has shape (B, N, T, S), one number for each query, key and head. With T = S, doubling the sequence multiplies it by four. In training the softmax probabilities, of the same shape, are kept for the backward pass as well, so the page counts the matrix twice. This is the textbook lower bound: the exact buffers XLA allocates vary, and JAX&apos;s XLA path even computes the scores in float32.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What a fused kernel keeps instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A fused kernel (cuDNN, FlashAttention) works through the scores tile by tile in on-chip memory and never writes the T × S matrix out. It keeps the output, of shape (B, T, N, d), and for each query and head one float32 softmax statistic (the log-sum-exp): memory that grows linearly with T. The backward pass recomputes the scores from them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What causal masking changes, and what it does not</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With a causal mask each query sees only the keys before it. Naive attention still builds the full T × S matrix and then masks it (XLA does not shrink it), so its memory does not change. The cuDNN kernel skips blocks that are entirely masked: that saves about half of the compute, but its memory was already linear and stays the same.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the fused kernel can run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;code&gt;jax.nn.dot_product_attention(implementation=&quot;cudnn&quot;)&lt;/code&gt; needs float16 or bfloat16 inputs and a GPU of compute capability %1 or higher (Ampere: A100; Hopper: H100, H200). With float32 inputs, or on an older GPU such as V100 (%2) or T4 (%3), JAX raises an error instead of running it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the page counts GPU memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At T = S = %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Naive needs %1 times the memory of the fused kernel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fused cuDNN kernel: not available here (see below).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 = %2 (read as GiB).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 = %2 (NVIDIA&apos;s “GB” read as GiB).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Naive attention does not fit even at T = 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Naive fits over the whole range (up to T = %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fused kernel does not fit even at T = 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fused fits over the whole range (up to T = %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Causal mask: naive memory is unchanged, because XLA builds the full T × S matrix and masks it. cuDNN skips the masked blocks: about half the compute, the same memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fused cuDNN kernel can run: %1 inputs on compute capability %2 (it needs float16 or bfloat16 and %3 or higher).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fused cuDNN kernel is not available:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 inputs: implementation=&quot;cudnn&quot; needs float16 or bfloat16.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has compute capability %2; cuDNN attention needs %3 or higher (Ampere or newer).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chart draws no fused line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The compute capability of a custom GPU is assumed to be %1 or higher.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Naive attention (scores + probabilities)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Naive attention (score matrix)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chart of memory against sequence length, both on log scales.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Naive attention: %1 at T = %2, %3 at T = %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fused cuDNN kernel: %1 at T = %2, %3 at T = %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No fused line: the cuDNN kernel is not available.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no fused line: not available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Legend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Current T = S</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where naive runs out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where fused runs out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA states memory as “40 GB”, “80 GB” or “141 GB”. The page reads these as GiB (%1 bytes each), because that is what the cards hold: nvidia-smi reports %2 MiB for an A100 40 GB, %3 MiB for an A100 80 GB and %4 MiB (%5) for an H200, more than %6 bytes (%7). The limits use the whole memory; in a real program the weights, activations and the CUDA context take part of it, and JAX preallocates %8 of it by default, so attention runs out sooner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Naive attention: %1 (scores %2 + softmax probabilities %3, %4 elements each)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Naive attention: %1 (score matrix of %2 elements)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fused cuDNN kernel: %1 (output %2 + softmax statistics %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Naive runs out beyond T = %1, so it fits at T = %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Naive runs out beyond T = %1, so it does not fit at T = %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fused runs out beyond T = %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>runs out beyond T = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the question&apos;s set-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set every control as the question set it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The data type is float32 to show what the fused cuDNN kernel needs: it takes only float16 or bfloat16, so with float32 JAX raises an error and the chart draws no fused line. Choose bfloat16 to see it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, T = %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pinned: %1, naive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pinned: %1, fused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pinned: %1 (naive; dotted: fused)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pinned: %1 (naive)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory against T = S</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T = S</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Naive attention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marked points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now, naive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now, fused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Naive fits up to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fused fits up to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2, B = %3, N = %4, d = %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Naive just fits at T = %1: T = %2 would not.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BankLoader</name>
    <message>
        <source>another question bank already has the id &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing or empty; it must be a non-empty string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be &quot;immediate&quot; or &quot;end&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing or empty; it must be a list of questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the same id is used by an earlier question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>question %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there must be exactly %1 options; found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be one whole number from 0 to %1: the index of the right option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file no longer exists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>larger than the limit of %1 MiB for a question bank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 questions; a bank may hold at most %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a list of topics, each with an &quot;id&quot; and a &quot;name&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another topic already has the id &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown topic &quot;%1&quot;: the bank&apos;s &quot;topics&quot; list has no topic with this id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; differs from the question&apos;s &quot;concept&quot;, &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be an object with a &quot;concept&quot; and the settings of its chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needed with the note &quot;%1&quot;: the two numbers of micro-batches it compares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be one of: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a setting of the %1 chart; its settings are: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a whole number from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a number from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be two whole numbers from %1 to %2, the smaller first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 characters; this text may have at most %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 code spans; a text may have at most %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Bengali text is missing or empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the English text is missing or empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only with &quot;model&quot;: &quot;%1&quot;; a named model has its own shape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a number of billions from %1 to %2, with at most two decimals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a setting of the %1 chart&apos;s serving view; its settings are: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown concept &quot;%1&quot;; known: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing; it must be one of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be two whole numbers [data, model] from %1 to %2 whose product is at most %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be one or two whole numbers from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a list with one entry per dimension, each null, &quot;data&quot;, &quot;model&quot;, [&quot;data&quot;, &quot;model&quot;] or [&quot;model&quot;, &quot;data&quot;]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must have one entry for each dimension of the shape (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>counts only with &quot;sync&quot;: &quot;every-k-steps&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there must be %1 to %2 options; found %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be true or false (in a bank of format 2): whether the options may be shown in another order</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BankProblemsPanel</name>
    <message>
        <source>Hide details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove all from the library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Takes every question bank you opened that did not load out of the library; the files are left as they are.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problems in question banks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove %1 from the library</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln question bank(s) could not be loaded.</source>
        <translation>
            <numerusform>%Ln question bank could not be loaded.</numerusform>
            <numerusform>%Ln question banks could not be loaded.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BankTitles</name>
    <message>
        <source>%1 (%2)</source>
        <comment>a quiz&apos;s title (its bank&apos;s file name)</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BoundedFile</name>
    <message>
        <source>not a regular file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CalendarHeatmap</name>
    <message numerus="yes">
        <source>%1: %Ln review(s)</source>
        <translation>
            <numerusform>%1: %Ln review</numerusform>
            <numerusform>%1: %Ln reviews</numerusform>
        </translation>
    </message>
    <message>
        <source>Review calendar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reviews</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fewer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review calendar of the past year. The arrow keys move by a day (up and down) and by a week (left and right).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln review(s), %2</source>
        <comment>date, reviews, time they took</comment>
        <translation>
            <numerusform>%1: %Ln review, %2</numerusform>
            <numerusform>%1: %Ln reviews, %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <comment>no time measured</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CalibrationChart</name>
    <message>
        <source>How often you were right, by how sure you were</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I guessed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fairly sure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Certain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no answers yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1
%2
%Ln answer(s)</source>
        <translation>
            <numerusform>%1
%2
%Ln answer</numerusform>
            <numerusform>%1
%2
%Ln answers</numerusform>
        </translation>
    </message>
    <message>
        <source>How sure you were</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: right %2 of %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no answers yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 right</source>
        <comment>a share of answers, as in 75% right</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChartDataDialog</name>
    <message>
        <source>Rows: %1. The arrow keys move from cell to cell.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chart data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy as text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the table shown, one line per row, the cells separated by tabs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChartLabels</name>
    <message>
        <source>%1 %2 GB</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChartPages</name>
    <message>
        <source>Pipeline bubbles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attention memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sharding a JAX array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What communication costs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The compilation cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asynchronous dispatch</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChartTools</name>
    <message>
        <source>Data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show each chart&apos;s data as a table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the figures as text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pin this setting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep this setting drawn faintly on the charts to compare with others</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear pin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop drawing the pinned setting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save chart as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a chart as a PNG or SVG image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SVG image (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save chart as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look in:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chart could not be saved to “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>ScaleStudy: quizzes on scaling JAX models on GPUs and on model and pipeline parallelism, in Bengali and English.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interface language: en or bn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown language &quot;%1&quot;: use en or bn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Displays version information.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run &quot;scalestudy --help&quot; to see the options.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checks a question bank file as the library loads it, and exits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>file</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: loads, %Ln question(s)</source>
        <translation>
            <numerusform>%1: loads, %Ln question</numerusform>
            <numerusform>%1: loads, %Ln questions</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: does not load: the library would leave it out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Converts a Moodle XML, GIFT or Aiken quiz file to a ScaleStudy question bank, the file named after it, prints what was imported and skipped, and exits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>quiz file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question banks or quiz files to open (JSON, Moodle XML, GIFT, Aiken).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[files…]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--convert takes the quiz file, then the bank to write: scalestudy --convert QUIZ.xml BANK.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not written: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not opened: ScaleStudy is already open; open the file there with Quiz → Open question bank…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CommunicationControls</name>
    <message>
        <source>NVIDIA A100 Tensor Core GPU data sheet: NVLink 600 GB/s in total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA H100 Tensor Core GPU data sheet: NVLink 900 GB/s in total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PCI Express 4.0: 16 GT/s a lane, about 32 GB/s over 16 lanes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PCI Express 5.0: 32 GT/s a lane, about 64 GB/s over 16 lanes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>InfiniBand HDR: 200 Gb/s a port (NVIDIA ConnectX-6), one port a GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>InfiniBand NDR: 400 Gb/s a port (NVIDIA ConnectX-7), one port a GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a custom link of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs (n)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tensor-parallel degree (t)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link inside a node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per direction. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The custom bandwidth below, per direction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Collective and links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Collective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message size (S)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link across nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency per step (α)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequence length (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Micro-batch size (b)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Micro-batches a step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data-parallel degree (N_d)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One collective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tensor vs data parallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit of the message size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S, the full buffer: KB, MB and GB are 10³, 10⁶ and 10⁹ bytes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> µs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>α, paid at each of the ring&apos;s steps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each micro-batch does every layer&apos;s all-reduces again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CommunicationPage</name>
    <message>
        <source>GPUs (n)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tensor-parallel degree (t)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tensor parallel inside a node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tensor parallel across nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data-parallel gradient all-reduce</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What communication costs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Legend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the question&apos;s set-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set every control as the question set it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Collective time against the number of GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Communication per step against t</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare the solid line with the dashed one: the same tensor-parallel all-reduces take many times as long across nodes as inside one, and across nodes they cost more than the data-parallel gradient all-reduce.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The controls are set as the question has them. Look at how little the time grows with n, and how much it changes with the link.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 against n</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Communication per training step against t</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tensor parallel inside a node (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tensor parallel across nodes (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data-parallel gradient all-reduce (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Collective time against n</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pinned: %1 of %2 on %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pinned: inside a node, %1, s = %2, b = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 µs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s)</source>
        <translation>
            <numerusform>%n byte</numerusform>
            <numerusform>%n bytes</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 KB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-reduce</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-gather</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reduce-scatter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
%2: %3
%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 over %3 GPUs on %4, %5 per direction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  bandwidth part 2(n−1)/n · S/B = %1 × S/B = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  bandwidth part (n−1)/n · S/B = %1 × S/B = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  latency part 2(n−1)·α = %1 steps × α = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  latency part (n−1)·α = %1 steps × α = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>algbw = S/t = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>busbw = algbw × 2(n−1)/n = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>busbw = algbw × (n−1)/n = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>busbw is what the link carries: at best its bandwidth, whatever n.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: h = %2, %3 layers; s = %4, b = %5, %6 micro-batches a step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tensor parallel over t = %1: %2 all-reduces a step (4 a layer × %3 layers × %4 micro-batches), each of 2·b·s·h = %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inside a node (%1): %2 a step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Across nodes (%1): %2 a step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Across nodes takes %1 times as long as inside a node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data parallel over N_d = %1: one all-reduce of the bf16 gradients, 2Ψ/t = %2, across nodes: %3 a step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>t = %1 is more than the 8 GPUs of a DGX node: the line inside a node supposes an NVLink domain that large.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In a ring each GPU sends to the next and receives from the one before. A reduce-scatter cuts the buffer of S bytes into n pieces and passes them round n−1 times, adding as they go: each GPU ends with one piece summed over all, having sent (n−1)/n · S bytes. An all-gather passes the summed pieces round n−1 times more, and an all-reduce is the two: 2(n−1)/n · S bytes a GPU. So the time hardly grows with n; each of the steps adds its latency α.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nccl-tests reports algbw = S/t and busbw = algbw × 2(n−1)/n (all-reduce) or × (n−1)/n: busbw compares with the link&apos;s own bandwidth.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why tensor parallelism stays inside a node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Megatron-LM (Shoeybi et al. 2019, §3) splits each layer&apos;s matrices over t GPUs. The attention block and the MLP each end with an all-reduce of the b·s·h activations in the forward pass and another in the backward: four a layer, every layer, every micro-batch, each on the critical path. Data parallelism does one all-reduce of the gradients a step, which can overlap the backward pass. NVLink gives each GPU about ten times InfiniBand&apos;s bandwidth, so tensor parallelism stays within the NVLink of one node and data parallelism crosses the nodes.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ConceptLinkText</name>
    <message>
        <source>Open the pipeline bubbles chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the attention memory chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the sharding page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the communication chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the training memory chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the compilation cache page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the asynchronous dispatch page</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CountBarChart</name>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>OK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submit answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln question(s) still have no answer. Unanswered questions count as wrong. Submit anyway?</source>
        <translation>
            <numerusform>%Ln question still has no answer. Unanswered questions count as wrong. Submit anyway?</numerusform>
            <numerusform>%Ln questions still have no answer. Unanswered questions count as wrong. Submit anyway?</numerusform>
        </translation>
    </message>
    <message>
        <source>Keep answering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;ScaleStudy %1&lt;/h3&gt;&lt;p&gt;Self-study quizzes on scaling and serving JAX models on NVIDIA GPUs and on model and pipeline parallelism, in Bengali and English, with interactive charts of pipeline bubbles and attention memory.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About ScaleStudy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open question bank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look in:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Free software under the GNU General Public License, version 3 or later: you may share and change it under its terms. It comes with no warranty.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Your progress: &lt;code&gt;%1&lt;/code&gt;&lt;br&gt;Your settings: &lt;code&gt;%2&lt;/code&gt;&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attempt in progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your attempt at “%1” is still in progress. A new attempt ends it: it stays in your history as abandoned and can no longer be resumed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new attempt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the attempt</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>… and %Ln more problem(s).</source>
        <translation>
            <numerusform>… and %Ln more problem.</numerusform>
            <numerusform>… and %Ln more problems.</numerusform>
        </translation>
    </message>
    <message>
        <source>Question bank not loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has problems and was not loaded:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A quiz with the id &quot;%1&quot; is already in the library.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question bank loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” was added to the library.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question banks and quiz files (*.json *.xml *.gift *.txt);;ScaleStudy question banks (*.json);;Moodle XML (*.xml);;GIFT (*.gift *.txt);;Aiken (*.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quiz file not imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No question of %1 could be imported:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quiz file imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export question bank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quiz to export:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moodle XML (*.xml)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GIFT (*.gift)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ScaleStudy question bank (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FallbackMark</name>
    <message>
        <source>only in English</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only in Bengali</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FileError</name>
    <message>
        <source>the disk is full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is larger than the system allows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file or its folder does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only part of the file could be written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an unknown error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the system reports: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a part of its path is a file, not a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its path is a loop of symbolic links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the disk reported a read or write error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>too many files are open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its path is too long</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlaggedPage</name>
    <message>
        <source>No flagged questions yet. Press Ctrl+D during a review to flag the question in front of you; it is listed here to read again or review on its own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln flagged question(s). Enter opens the chosen one to read, Delete unflags it.</source>
        <translation>
            <numerusform>%Ln flagged question. Enter opens the chosen one to read, Delete unflags it.</numerusform>
            <numerusform>%Ln flagged questions. Enter opens the chosen one to read, Delete unflags it.</numerusform>
        </translation>
    </message>
    <message>
        <source>Flagged questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unflag (Delete)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review these</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the library (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlaggedQuestionList</name>
    <message>
        <source>%1 · question %2</source>
        <comment>quiz title · the question&apos;s number in it</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GiftReader</name>
    <message>
        <source>no answers: a description, not a question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a &quot;{&quot; with no &quot;}&quot; to close it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an essay question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a numerical question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a matching question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a short-answer question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no right answer (&quot;=&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no questions in the GIFT format: a question&apos;s text and its answers in braces, &quot;{=right ~wrong}&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GlossaryListModel</name>
    <message>
        <source>%1 (%2)</source>
        <comment>term (the same term in the other language)</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GlossaryLoader</name>
    <message>
        <source>the file does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>larger than the limit of %1 MiB for a glossary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing or empty; it must be a list of glossary entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the same id is used by an earlier entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>entry %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing or empty; it must be a non-empty string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be one line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing; it must be a list of the ids of the questions that use the term</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a question id: a non-empty string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the question &quot;%1&quot; is already listed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be an object of lists of spellings by language, such as {&quot;bn&quot;: [&quot;...&quot;]}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a language; use &quot;en&quot; or &quot;bn&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a list of spellings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a spelling: a non-empty string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is the term itself or listed already</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GlossaryPage</name>
    <message>
        <source>Glossary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search in English or Bengali</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search the glossary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chosen term</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The glossary could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln term(s)</source>
        <translation>
            <numerusform>%Ln term</numerusform>
            <numerusform>%Ln terms</numerusform>
        </translation>
    </message>
    <message>
        <source>No term matches “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln matching term(s)</source>
        <translation>
            <numerusform>%Ln matching term</numerusform>
            <numerusform>%Ln matching terms</numerusform>
        </translation>
    </message>
    <message>
        <source>Bengali</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>English</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No question uses this term yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Used in %Ln question(s)</source>
        <translation>
            <numerusform>Used in %Ln question</numerusform>
            <numerusform>Used in %Ln questions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HelpPage</name>
    <message>
        <source>User guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What they do</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1–4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose option A–D</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the answer, go to the next question, or submit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>← → or PageUp PageDown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous or next question (answers at the end)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the menu bar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look up a glossary term of the question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hold %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the other language while the key is held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shift+1–4 or right-click</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strike out an option you have ruled out, or take the strike off</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HistoryPage</name>
    <message numerus="yes">
        <source>%Ln attempt(s): %1 finished, %2 abandoned.</source>
        <translation>
            <numerusform>%Ln attempt: %1 finished, %2 abandoned.</numerusform>
            <numerusform>%Ln attempts: %1 finished, %2 abandoned.</numerusform>
        </translation>
    </message>
    <message>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quiz:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quiz whose history is shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No attempts at this quiz yet. Every attempt you finish or abandon is listed here, with your score over time and the questions you found hardest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The score chart appears once you finish the whole quiz: retries of wrong answers and abandoned attempts are listed below but not drawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Attempts, newest first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attempts, newest first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Questions, hardest first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Questions, hardest first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <comment>seconds</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <comment>minutes and seconds</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <comment>hours and minutes</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score over time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No finished attempt of the whole quiz yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln finished attempt(s) of the whole quiz: %1 on %2, the last %3 on %4; best %5.</source>
        <translation>
            <numerusform>%Ln finished attempt of the whole quiz: %1 on %2, the last %3 on %4; best %5.</numerusform>
            <numerusform>%Ln finished attempts of the whole quiz: %1 on %2, the last %3 on %4; best %5.</numerusform>
        </translation>
    </message>
    <message>
        <source>Score trend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last scores: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <comment>list separator</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attempt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attempt %1, %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attempts %1 to %2, %3 to %4: %5 on average</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>&amp;Practise the hardest (%Ln)</source>
        <translation>
            <numerusform>&amp;Practise the hardest (%Ln)</numerusform>
            <numerusform>&amp;Practise the hardest (%Ln)</numerusform>
        </translation>
    </message>
    <message>
        <source>A short quiz of the questions you most often got wrong or left unanswered. It is listed with your attempts but not drawn on the chart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This attempt cannot be opened: none of its questions is in the quiz any more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This attempt cannot be opened: its quiz is no longer in the library.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This question is no longer in the quiz.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click an attempt or press Enter on it to see its answers again and export them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click a question or press Enter on it to read it with its answer and explanation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attempt, in order</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ImportReason</name>
    <message numerus="yes">
        <source>%Ln option(s); a question needs at least %1</source>
        <translation>
            <numerusform>%Ln option; a question needs at least %1</numerusform>
            <numerusform>%Ln options; a question needs at least %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 options; a question may have at most %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>multiple right answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>partial credit for an answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no question text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an answer with no text</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JitCacheControls</name>
    <message>
        <source>Dataset &amp;size N (examples):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Batch size b:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Last batch:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep (a smaller batch)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pad to the full batch, with a mask</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Epochs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bfloat16 &amp;from epoch E:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Compile time (ms):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step &amp;time per example (ms):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none (float32 throughout)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dataset size N, in examples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Batch size b</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What happens to the last partial batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An evaluation call every k training steps; 0 for none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The epoch from which the batches are bfloat16; 0 for none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compile time in milliseconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step time per example in milliseconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After every k-th training step, one call with training=False on a full batch; 0: no evaluation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From this epoch on the batches are bfloat16 instead of float32; 0: no change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;valuate every k steps:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JitCachePage</name>
    <message>
        <source>The compilation cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pinned setting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why there is no timeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timeline of the calls, compile marks and cached runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signatures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seeing the compilations in a real program</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the question&apos;s set-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set every control as the question set it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dropped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>padded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The controls are set as the question has them. Count the compile marks on the timeline: one for each signature, the rest cached.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timeline of calls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pinned: N = %1, b = %2, last batch %3, epochs: %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calls: %1 = %2 an epoch × %3 + %4 for evaluation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calls: %1 = %2 an epoch × %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compilations (compile marks): %1 in %2 calls; %3 calls cached.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compilation: %1 of the %2 total (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Examples seen an epoch: %1 of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Padding: %1 of the %2 rows an epoch are padding.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of the compute is spent on padding.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This loop makes %1 calls, more than the %2 the timeline lays out, so the page shows its counts and no timeline. Fewer epochs, fewer examples or a larger batch bring the timeline back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This set-up lies outside the page&apos;s ranges, so nothing is counted: N from %1 to %2, b from %3 to %4, epochs from %5 to %6, k from 0 to %7, E from 0 to %8, a compilation at most %9 ms and a step at most %10 ms an example. Change a control to go on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compile mark at call %1 (epoch %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; its one call takes %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; %2 calls: the first takes %3, each later one %4 from the cache.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signatures, one compile mark each:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>call %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 calls in %2 runs; compile marks at %3; every other call is cached.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs of calls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Epoch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes, its first call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no, cached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A jitted function is traced and compiled for the abstract signature of its arguments: their shapes and dtypes and the values of its static arguments, never the values in the arrays. A call whose signature the function has seen, in any epoch, runs the cached executable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To see the same in a real program, switch on JAX&apos;s compile log:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each compile mark is then one printed line, naming the function and the shapes it was compiled for; cached calls print nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training calls an epoch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evaluation calls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Examples seen an epoch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Padding rows an epoch</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JitCacheTimeline</name>
    <message>
        <source>Epoch %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>calls, in order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time: compilation, then each signature&apos;s compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compile mark: the call traces and compiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bar: cached calls, the compiled executable run again</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JsonFileReader</name>
    <message>
        <source>missing; it must be an object with &quot;en&quot; and &quot;bn&quot; texts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Bengali text is missing or empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the English text is missing or empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a code span opened with ` is never closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this version reads format %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this version reads formats %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing; %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>format %1 is not supported; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing; it must be an object with an &quot;en&quot; or a &quot;bn&quot; text, or both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it must have an &quot;en&quot; or a &quot;bn&quot; text, or both</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JsonObjectFile</name>
    <message>
        <source>not valid JSON: %1 at character %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file must hold one JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object is not closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a colon is missing after a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a list is not closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a comma is missing between values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a value is not valid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the text ends in the middle of a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number is not valid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an escape sequence is not valid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the text is not valid UTF-8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a string is not closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object is missing after a comma</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the document is nested too deeply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the document is too large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is more text after the document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the text is not valid</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KvCacheModeSwitch</name>
    <message>
        <source>View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activation memory of one layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serving: KV cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attention&apos;s memory in training and inference, or the cache a server keeps while it generates</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KvCachePanel</name>
    <message>
        <source>KV cache chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV cache while generating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens generated per sequence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory (GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the context length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the batch runs out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weights + KV cache of the batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV cache of the batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>runs out beyond %1 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chart of memory against tokens generated per sequence.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 at %3 tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 tokens: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 billion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per token: %1 (2 for key and value × %2 layers × %3 KV heads × head dimension %4 × %5 bytes).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At %1 tokens: %2 a sequence, %3 for a batch of %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weights: %1 parameters × %2 bytes = %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weights and cache together: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grouped-query attention: %1 query heads share %2 KV heads, so the cache is %3 times smaller than with one KV head per query head.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 = %2 (the stated “GB” read as GiB).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Largest batch that fits on %1 at %2 tokens: %3 with the weights, %4 for the cache alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The weights alone fill this GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not even one token of a batch of %1 fits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A batch of %1 fits at %2 tokens; it runs out beyond %3 tokens a sequence.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A batch of %1 does not fit at %2 tokens: it runs out beyond %3 tokens a sequence.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model and server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Head dimension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Batch size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Context length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom GPU memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (GQA, %2 KV heads)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 KV heads)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom shape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shapes as the models&apos; published configurations give them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key and value heads. With grouped-query attention several query heads share one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> billion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For the weights&apos; memory: parameters × bytes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data type of the cache and the weights.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequences generated at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens a sequence holds: prompt and generated text. The arrows double or halve it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory sizes as NVIDIA states them, read as GiB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count the model&apos;s weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The weights take their memory before the cache.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Legend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom GPU of %1 GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pinned: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A batch of %1 fits at %2 tokens, and each sequence could grow past %3 tokens, the longest context this view offers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A batch of %1 just fits at %2 tokens: %3 tokens a sequence would not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the question&apos;s set-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set every control as the question set it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the KV cache holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A model generates one token at a time, and each new token attends to every token before it. Rather than compute their keys and values again at every step, the server keeps them: for each token, each layer stores one key and one value vector of the head dimension per KV head. A token costs 2 × layers × KV heads × head dimension × bytes, and the cache grows by that much with every token generated, for every sequence of the batch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What grouped-query attention saves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In multi-head attention every query head has its own key and value head. Grouped-query attention (Ainslie et al., 2023) divides the query heads into groups that share one key and one value head each; one group is multi-query attention, one group per head is multi-head attention again. The cache shrinks by the number of query heads over the number of KV heads: Llama 3 8B&apos;s 32 query heads share 8 KV heads, so a token takes %1 in bfloat16 instead of %2. The query heads, and so the attention&apos;s output, keep their number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The weights take their memory first (parameters × bytes); the cache has the rest. The largest batch at a context length is the rest divided by what one sequence needs, rounded down; the longest context for a batch is the rest divided by what one token of the whole batch needs, rounded down. A batch fits when it needs no more than the GPU holds: at the limit it still fits, and one more token a sequence would not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the view leaves out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A real server needs memory besides the weights and the cache: the activations of the step being computed, the CUDA context and what the allocator cannot use. JAX preallocates %1 of the GPU by default, and servers such as vLLM reserve a share of it for the cache in fixed blocks, so a batch runs out sooner than the view shows. The stated “GB” of a GPU is read as GiB (%2 bytes).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory against tokens generated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens a sequence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weights + KV cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marked points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 layers, %2 KV heads, d = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2, batch %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LengthWarning</name>
    <message numerus="yes">
        <source>In %1 of %Ln question(s) the right answer is the longest option; a learner can guess by length.</source>
        <translation>
            <numerusform>In %1 of %Ln question the right answer is the longest option; a learner can guess by length.</numerusform>
            <numerusform>In %1 of %Ln questions the right answer is the longest option; a learner can guess by length.</numerusform>
        </translation>
    </message>
    <message>
        <source>the Bengali texts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the English texts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: warning: %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LibraryPage</name>
    <message>
        <source>Library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a quiz. Every answer comes with an explanation, and many questions open an interactive chart of their idea.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>No Bengali font was found, so Bengali text may show as empty boxes. Install a Bengali font such as Noto Sans Bengali (Debian package fonts-noto-core) and restart ScaleStudy. Everything else works as usual.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some settings in %1 could not be read; ScaleStudy uses its defaults for them. Your progress is not affected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The attempt you had open no longer matches its quiz (its questions have changed), so it could not be reopened. Start the quiz again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another ScaleStudy is using your progress folder, so this window only shows it: nothing you do here is saved. Close the other window and start ScaleStudy again to study.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your settings could not be saved in %1, so changes to them (language, text size, theme, opened quizzes) will be lost when ScaleStudy closes. Your progress is not affected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question bank not exported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The quiz was exported to %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MoodleXmlReader</name>
    <message>
        <source>a question of type &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no right answer (fraction 100)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln embedded image(s) left out</source>
        <translation>
            <numerusform>%Ln embedded image left out</numerusform>
            <numerusform>%Ln embedded images left out</numerusform>
        </translation>
    </message>
    <message>
        <source>the file declares a DTD, which is not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not Moodle XML: it has no &lt;quiz&gt; element</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not well-formed XML at line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the &lt;quiz&gt; holds no questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file ends before its elements are closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a tag, an attribute or a character is out of place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an element is where none may be</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the XML cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NoticeBar</name>
    <message>
        <source>Dismiss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dismiss the notice</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OptimizeDialog</name>
    <message>
        <source>Optimize the review schedule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ScaleStudy fits the scheduler&apos;s parameters to your own reviews, keeping some of them aside, and then compares how well the fitted parameters and the ones in use predict the reviews kept aside. You choose whether to use the fitted ones.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fitting the parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fitting the parameters to your reviews…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fitted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log loss (lower is better)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RMSE over bins (lower is better)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The parameters in use and the fitted ones, compared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the fitted parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Compared on %Ln review(s) kept aside.</source>
        <translation>
            <numerusform>Compared on %Ln review kept aside.</numerusform>
            <numerusform>Compared on %Ln reviews kept aside.</numerusform>
        </translation>
    </message>
    <message>
        <source>The fitted parameters predict the reviews kept aside better than the ones in use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the parameters in use</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln of your reviews came on a later day than the one before; fitting needs at least %1. Review a little longer and try again.</source>
        <translation>
            <numerusform>%Ln of your reviews came on a later day than the one before; fitting needs at least %1. Review a little longer and try again.</numerusform>
            <numerusform>%Ln of your reviews came on a later day than the one before; fitting needs at least %1. Review a little longer and try again.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>With %Ln review(s) on a later day than the one before (fewer than %1), only the four first-review stabilities were fitted.</source>
        <translation>
            <numerusform>With %Ln review on a later day than the one before (fewer than %1), only the four first-review stabilities were fitted.</numerusform>
            <numerusform>With %Ln reviews on a later day than the one before (fewer than %1), only the four first-review stabilities were fitted.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All 21 parameters were fitted to %Ln review(s) on a later day than the one before.</source>
        <translation>
            <numerusform>All 21 parameters were fitted to %Ln review on a later day than the one before.</numerusform>
            <numerusform>All 21 parameters were fitted to %Ln reviews on a later day than the one before.</numerusform>
        </translation>
    </message>
    <message>
        <source>The fitted parameters do not predict the reviews kept aside clearly better than the ones in use (the difference could be chance), so those stay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too few questions could be kept aside to compare the parameters on, so the fitted parameters are not offered.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OptionLabels</name>
    <message>
        <source>A</source>
        <comment>option label</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B</source>
        <comment>option label</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C</source>
        <comment>option label</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D</source>
        <comment>option label</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E</source>
        <comment>option label</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F</source>
        <comment>option label</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OptionRow</name>
    <message>
        <source>%1. Struck out</source>
        <comment>an option&apos;s accessible name, then that the learner struck it out</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OtherLanguageView</name>
    <message>
        <source>Show the &amp;other language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both languages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show each question in the other language too (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PageRouter</name>
    <message>
        <source>Cannot resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The saved attempt no longer matches this quiz (its questions have changed), so it cannot be resumed. Start the quiz again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Glossary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flagged questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ScaleStudy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <comment>page — application</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review statistics</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PipelineControls</name>
    <message>
        <source>m is now %1: interleaved 1F1B sends micro-batches round the GPUs in groups of p, so m must be a multiple of p = %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Schedule:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Schedule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The order in which each GPU runs its forward and backward blocks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stages (GPUs), p:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of stages p</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One stage of the model per GPU, from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Micro-batches, m:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of micro-batches m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many micro-batches the batch is split into, from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chunks per GPU, v:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model chunks per GPU v (interleaved 1F1B only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interleaved 1F1B only: each GPU holds v smaller chunks of the model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backward ÷ forward, r:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backward to forward time ratio r</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many times longer a backward block takes than a forward block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bubble measure:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>÷ total time (GPipe)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>÷ ideal compute (Megatron-LM)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bubble measure the chart shows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Divide the idle time by the whole run (GPipe) or by the useful work (Megatron-LM)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why m changed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PipelinePage</name>
    <message>
        <source>Pipeline bubbles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why there is no timeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What this question is about</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show m = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the pipeline with m = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About pipeline bubbles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chart: bubble against the number of micro-batches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chart: peak activations held on each GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>closed form</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>simulated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>current m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>micro-batches m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak activations per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No timeline: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Schedule: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Makespan: %1 time units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ideal compute per GPU: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idle time per GPU (bubble): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bubble ÷ total time (GPipe): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bubble ÷ ideal compute (Megatron-LM): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closed form: %1 of total time, %2 of ideal compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closed form: none for these values (ZB-H1&apos;s formula needs m ≥ p and r ≤ 2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most activations held, in micro-batches: %1, on GPU %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bubble against m: %1, p = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No values for these settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulated %1: %2 at m = %3, %4 at m = %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now, at m = %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (%1: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Micro-batches of activations held at peak. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A bubble is time a GPU sits idle, waiting for activations from the stage before it or for gradients from the stage after it. Naive pipeline, p = %1, one batch: only one GPU works at a time, so each is idle %2 of the time, (p−1)/p.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split the batch into micro-batches. GPipe, p = %1: with m = %2 the GPUs are idle %3 of the time; with m = %4 only %5, because the stages work on different micro-batches at once. Compare the two:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What is a bubble?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each GPU holds one stage of the model. A stage can start a block only when the stage before has sent its activations (forward) or the stage after has sent its gradients (backward). While it waits, the GPU is idle: that idle time is the pipeline bubble, grey in the timeline. Without micro-batches only one GPU works at a time, so each is idle (p−1)/p of the time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why micro-batches help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Splitting the batch into m micro-batches lets the stages work on different micro-batches at once. Filling and draining the pipeline still costs (p−1)(t_f + t_b) on each GPU, but the useful work grows with m, so the bubble&apos;s share shrinks as m grows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPipe against 1F1B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPipe runs every forward, then every backward, so each GPU holds the activations of all m micro-batches. 1F1B starts each backward as soon as it can: the bubble is the same, but GPU i holds at most p − i + 1 micro-batches (see the activations chart).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interleaving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interleaved 1F1B gives each GPU v smaller chunks of the model, so a block takes 1/v of the time and the fill and drain shrink to (p−1)(t_f + t_b)/v. The price is v times as many messages between GPUs and more activations held. m must be a multiple of p; with v = 1 it is plain 1F1B.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zero-bubble schedules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZB-H1 splits the backward into B, the gradient for the stage&apos;s input, which the stage before is waiting for, and W, the gradient for the weights, which nobody waits for. B runs at once and W fills time that would be idle: the bubble falls to (p−1)(t_F + t_B − t_W), and no GPU holds more than 1F1B&apos;s busiest GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two ways to measure the bubble</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bubble ÷ ideal compute = (p−1)/m (Megatron-LM)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bubble ÷ total time = (p−1)/(m+p−1) (GPipe)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both divide the same idle time: the first by the useful work, the second by the whole run. The formulas hold for GPipe and 1F1B; the figures give both measures for every schedule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From question %1 of “%2”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the question&apos;s set-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set every control as the question set it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The set-up has changed: this question&apos;s note no longer describes what the page shows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The controls are set as the question has them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, m = %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bubble ÷ total (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bubble ÷ ideal (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1, %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>micro-batches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pipeline timeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bubble against m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, p = %2, m = %3, v = %4, r = %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, p = %2, m = %3, r = %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pinned: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timeline per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Busy (time units)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idle (time units)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most activations held (micro-batches)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timeline blocks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chunk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bubble ÷ total time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bubble ÷ ideal compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulated, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closed form, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pinned timeline per GPU: %1; makespan %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Legend of the bubble chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Legend of the activations chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(Over 100 %: each GPU waits longer than it computes, here %1 times as long.)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PipelineSimulator</name>
    <message>
        <source>The number of stages p must be between %1 and %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The number of micro-batches m must be between %1 and %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The number of chunks per GPU v must be between %1 and %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The backward/forward ratio r must be between %1 and %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interleaved 1F1B sends micro-batches round the GPUs in groups of p, so m must be a multiple of p = %1 (m = %2 is not). Try m = %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The schedule lists an operation twice or outside the pipeline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The schedule cannot finish: every GPU waits for an input that never comes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Naive (no micro-batching)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPipe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1F1B (PipeDream-Flush)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interleaved 1F1B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zero bubble (ZB-H1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PipelineTimelineWidget</name>
    <message>
        <source>GPU %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>forward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>backward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>backward: input gradient (B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>backward: weight gradient (W)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 blocks, busy %3, idle %4 time units.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pipeline timeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bubble (idle GPU)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>numbers: micro-batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bubble</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time (one micro-batch forward = 1 unit); makespan %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2, whole batch (micro-batches %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2, micro-batch %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, chunk %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: time %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is idle (bubble) from time %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pinned: makespan %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pinned: %1; makespan %2 time units, against %3 now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pinned run&apos;s strips show its first %1 of %2 GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pinned: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pinned setting (%1): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chunk %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProgressStore</name>
    <message>
        <source>it is damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your saved progress could not be read (%1). The file was kept as %2 and ScaleStudy starts with fresh progress.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your saved progress in %1 could not be read (%2), and it could not be moved aside. ScaleStudy will not write over it: progress from this session will not be saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is too large to be progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your saved progress for %1 could not be read; the rest was loaded. The file %2 could not be copied aside, so ScaleStudy will not write over it: progress from this session will not be saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your saved progress for %1 could not be read; the rest was loaded. The original file was kept as %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your saved progress in %1 was written by a newer version of ScaleStudy (format %2; this version reads format %3). It is left as it is, and progress from this session will not be saved. Update ScaleStudy to go on with your progress.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Progress is not being saved: the saved progress that could not be read is kept as it is, not replaced. Your answers stay in this window; they will be lost when it closes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Progress is not being saved: the progress file belongs to a newer version of ScaleStudy. Your answers stay in this window; they will be lost when it closes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Progress could not be saved (%1). Your saved progress is kept as it was before; this window&apos;s answers will be lost when it closes unless a later save succeeds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln attempt(s) in your history could not be read and were left out; the rest was loaded. The file %1 could not be copied aside, so ScaleStudy will not write over it: progress from this session will not be saved.</source>
        <translation>
            <numerusform>%Ln attempt in your history could not be read and was left out; the rest was loaded. The file %1 could not be copied aside, so ScaleStudy will not write over it: progress from this session will not be saved.</numerusform>
            <numerusform>%Ln attempts in your history could not be read and were left out; the rest was loaded. The file %1 could not be copied aside, so ScaleStudy will not write over it: progress from this session will not be saved.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln attempt(s) in your history could not be read and were left out; the rest was loaded. The original file was kept as %1.</source>
        <translation>
            <numerusform>%Ln attempt in your history could not be read and was left out; the rest was loaded. The original file was kept as %1.</numerusform>
            <numerusform>%Ln attempts in your history could not be read and were left out; the rest was loaded. The original file was kept as %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln attempt(s) in your history could not be read either and were left out.</source>
        <translation>
            <numerusform>%Ln attempt in your history could not be read either and was left out.</numerusform>
            <numerusform>%Ln attempts in your history could not be read either and were left out.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your saved progress in %1 could not be read (%2). The file is left as it is and ScaleStudy will not write over it: progress from this session will not be saved. Make the file readable again and restart ScaleStudy.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <source>Step &amp;down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Step up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Select All</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QCommandLineParser</name>
    <message>
        <source>Unknown options: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown option &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[options]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Options:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Displays help including Qt specific options.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Displays help on commandline options.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unexpected value after &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Displays version information.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missing value after &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look in:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Choose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Directories</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not delete directory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Directory:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>Cu&amp;t</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select All</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Show Details...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide Details...</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abort</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>Cu&amp;t</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QuestionName</name>
    <message>
        <source>%1, question %2</source>
        <comment>a quiz&apos;s title, a question&apos;s number in it</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QuestionNavigator</name>
    <message>
        <source>Question %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>answered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not answered</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QuestionPage</name>
    <message>
        <source>&amp;Previous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Submit answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submit answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>See &amp;results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>See results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Progress through the quiz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question navigator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No quiz is open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — retrying wrong answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correct.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Incorrect. The right answer is %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not answered. The right answer is %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answered %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score so far: %1 right of %2 checked</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QuestionReadView</name>
    <message>
        <source>&amp;Back to the search results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the search results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Back to the flagged questions (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the flagged questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Back to the history (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Back to the glossary (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the glossary</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QuestionStatsModel</name>
    <message>
        <source>%1 (no longer in the quiz)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unanswered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No.</source>
        <comment>a question&apos;s number in its quiz</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QuestionView</name>
    <message>
        <source>Right answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your answer: correct</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your answer: incorrect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Glossary terms in this question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>term (term in the other language)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No glossary term in this question</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QuizCard</name>
    <message numerus="yes">
        <source>%Ln question(s)</source>
        <translation>
            <numerusform>%Ln question</numerusform>
            <numerusform>%Ln questions</numerusform>
        </translation>
    </message>
    <message>
        <source>Not finished yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last attempt: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An attempt is in progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Feedback:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Immediately after each answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the end of the quiz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When to show whether answers are right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Retry wrong answers (%Ln)</source>
        <translation>
            <numerusform>Retry wrong answers (%Ln)</numerusform>
            <numerusform>Retry wrong answers (%Ln)</numerusform>
        </translation>
    </message>
    <message>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read through</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read through %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every question with its right answer and explanation, nothing to answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best score: %1 of %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Attempt in progress: %1 of %Ln question(s) answered</source>
        <translation>
            <numerusform>Attempt in progress: %1 of %Ln question answered</numerusform>
            <numerusform>Attempt in progress: %1 of %Ln questions answered</numerusform>
        </translation>
    </message>
    <message>
        <source>Start again: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Retry wrong answers (%Ln) of %1</source>
        <translation>
            <numerusform>Retry wrong answers (%Ln) of %1</numerusform>
            <numerusform>Retry wrong answers (%Ln) of %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QuizFileConversion</name>
    <message>
        <source>question %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>question %1 &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln question(s) imported</source>
        <translation>
            <numerusform>%1: %Ln question imported</numerusform>
            <numerusform>%1: %Ln questions imported</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: no question could be imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2, skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QuizFileImport</name>
    <message>
        <source>the file no longer exists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>larger than the limit of %1 MiB for a quiz file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a quiz format ScaleStudy reads: Moodle XML (.xml), GIFT (.gift or .txt) or Aiken (.txt)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QuizKeyHint</name>
    <message>
        <source>%1–%2</source>
        <comment>the option keys</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 see the results</source>
        <comment>key hint</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 next question</source>
        <comment>key hint</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 choose · %2 check</source>
        <comment>key hint</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 choose · %2 submit</source>
        <comment>key hint</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 choose · %2 next · %3 move</source>
        <comment>key hint</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>key hint: the Enter key, then the name of the focused button it presses</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResultsExportDialog</name>
    <message>
        <source>Export results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;PDF document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Web page (HTML)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the &amp;current language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In &amp;both languages, one beneath the other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Format:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already exists. Replace it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Web pages (*.html *.htm)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look in:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Only the questions answered wrong or not at all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Questions:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResultsPage</name>
    <message>
        <source>Results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;only wrong answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show only wrong answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the &amp;library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Retry wrong answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>&amp;Retry wrong answers (%Ln)</source>
        <translation>
            <numerusform>&amp;Retry wrong answers (%Ln)</numerusform>
            <numerusform>&amp;Retry wrong answers (%Ln)</numerusform>
        </translation>
    </message>
    <message>
        <source>No wrong answers: well done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the results as a file to print or share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Results exported to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Results not exported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The results could not be saved as %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your answer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right answer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explanation:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why not:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Results of the attempt of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A past attempt, as you answered it; it cannot be changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It was abandoned: the questions it had not reached are shown as not answered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln of its question(s) are no longer in the quiz and are not shown.</source>
        <translation>
            <numerusform>%Ln of its questions is no longer in the quiz and is not shown.</numerusform>
            <numerusform>%Ln of its questions are no longer in the quiz and are not shown.</numerusform>
        </translation>
    </message>
    <message>
        <source>Back to the &amp;history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the history</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Retry wrong answers (%Ln)</source>
        <translation>
            <numerusform>Retry wrong answers (%Ln)</numerusform>
            <numerusform>Retry wrong answers (%Ln)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResultsReport</name>
    <message>
        <source>Correct</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Incorrect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not answered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Results: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question %1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your answer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not answered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why not:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right answer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explanation:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By topic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Questions without a topic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score: %1 of %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the questions answered wrong or not at all are listed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attempt of %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RetentionChart</name>
    <message>
        <source>week of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stability under 21 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>21 days or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>desired retention (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Week</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reviews, under 21 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recalled, under 21 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reviews, 21 days or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recalled, 21 days or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 recalled (%3 of %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of reviews recalled, by month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of reviews recalled, by week</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReviewDueBar</name>
    <message>
        <source>Review (Ctrl+R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flagged (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReviewEmptyNotice</name>
    <message>
        <source>How review works (user guide)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReviewModelRow</name>
    <message>
        <source>Scheduling: FSRS-6 with parameters fitted to your own reviews.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scheduling: FSRS-6 with its default parameters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimize…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit the scheduler&apos;s parameters to your own reviews, and see what you gain before using them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the defaults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go back to FSRS-6&apos;s published parameters</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReviewOutlookText</name>
    <message>
        <source>%1 due for review, %2 left today (daily limit %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <comment>a date, then a time of day</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No question is flagged. During a review, Ctrl+D flags the question in view.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No question is waiting for review yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing is due for review now. The next question comes due on %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>You have reached today&apos;s limit of %Ln question(s).</source>
        <translation>
            <numerusform>You have reached today&apos;s limit of %Ln question.</numerusform>
            <numerusform>You have reached today&apos;s limit of %Ln questions.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %Ln question(s) still due come back when the next day begins, on %1.</source>
        <translation>
            <numerusform>The %Ln question still due comes back when the next day begins, on %1.</numerusform>
            <numerusform>The %Ln questions still due come back when the next day begins, on %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>To review more today, raise the limit below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every answer you give in a quiz schedules its question for review here. A question comes back when you are about to forget it: soon after a wrong answer, and after longer and longer gaps as you come to know it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReviewPage</name>
    <message>
        <source>Question %1 of %2 · %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Right.&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Not right.&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Next review in %Ln day(s)</source>
        <translation>
            <numerusform>Next review in %Ln day</numerusform>
            <numerusform>Next review in %Ln days</numerusform>
        </translation>
    </message>
    <message>
        <source>Unflag (Ctrl+D)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flag (Ctrl+D)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read-through</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flagged questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How sure are you?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I guessed (G)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fairly sure (F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Certain (C)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous (PgUp)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next (PgDn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End session (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explanation:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the library (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question %1 of %2 · %3 · asked again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It comes back at the end of this session, before it is scheduled.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReviewSettingsRow</name>
    <message>
        <source>Questions to review per day:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Desired retention:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new day starts at (hour):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How likely you should still know a question when it comes back (%1–%2); higher means more frequent reviews</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReviewStore</name>
    <message>
        <source>Your saved reviews in %1 could not be read. ScaleStudy will not write over them: reviews from this session will not be saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your saved reviews in %1 were written by a newer version of ScaleStudy (format %2; this version reads format %3). They are left as they are, and reviews from this session will not be saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is too large to be saved reviews</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Your saved reviews could not be read (%1). The file was kept as %2; review scheduling starts again from the %Ln change(s) recorded after it was last written.</source>
        <translation>
            <numerusform>Your saved reviews could not be read (%1). The file was kept as %2; review scheduling starts again from the %Ln change recorded after it was last written.</numerusform>
            <numerusform>Your saved reviews could not be read (%1). The file was kept as %2; review scheduling starts again from the %Ln changes recorded after it was last written.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your saved reviews could not be read (%1). The file was kept as %2 and review scheduling starts afresh.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it continues another copy of your saved reviews: generation %1, where the saved reviews are generation %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The recent reviews in the journal beside your saved reviews were not added (%1). The journal was kept as %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln saved review(s) could not be read and were skipped; the rest was loaded.</source>
        <translation>
            <numerusform>%Ln saved review could not be read and was skipped; the rest was loaded.</numerusform>
            <numerusform>%Ln saved reviews could not be read and were skipped; the rest was loaded.</numerusform>
        </translation>
    </message>
    <message>
        <source>The original %1 was kept as %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be copied aside, so ScaleStudy will not write over it: reviews from this session will not be saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your reviews could not be saved (%1). The saved reviews are kept as they were before; this session&apos;s reviews will be lost when ScaleStudy closes unless a later save succeeds.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReviewSummary</name>
    <message>
        <source>Flagged questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read-through finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing reviewed in this session.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>You reviewed %Ln question(s) and got %1 right.</source>
        <translation>
            <numerusform>You reviewed %Ln question and got %1 right.</numerusform>
            <numerusform>You reviewed %Ln questions and got %1 right.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Asked again after a wrong answer: %Ln time(s).</source>
        <translation>
            <numerusform>Asked again after a wrong answer: %Ln time.</numerusform>
            <numerusform>Asked again after a wrong answer: %Ln times.</numerusform>
        </translation>
    </message>
    <message>
        <source>Review flagged questions (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SearchPage</name>
    <message>
        <source>Search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search every quiz and the glossary, in English or Bengali</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a word or a phrase to find it in every quiz’s questions, options and explanations and in the glossary.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing matches “%1”. Check the spelling, or try another word.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first %1 results. Type more to narrow the search.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln result(s). Up and Down choose, Enter opens.</source>
        <translation>
            <numerusform>%Ln result. Up and Down choose, Enter opens.</numerusform>
            <numerusform>%Ln results. Up and Down choose, Enter opens.</numerusform>
        </translation>
    </message>
    <message>
        <source>Bengali</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>English</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>term</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>definition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Glossary: %1 · %2 · %3</source>
        <comment>glossary: term · field · language</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in the question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in the option “%1”</source>
        <comment>an option named by its first words</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in the explanation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <comment>quiz title, question number · field · language</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SetupNote</name>
    <message>
        <source>What this question is about</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From question %1 of “%2”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The set-up has changed: this question&apos;s note no longer describes what the page shows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The controls are set as the question has them.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ShardingControls</name>
    <message>
        <source>Mesh axis &apos;&amp;data&apos;:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mesh axis &apos;&amp;model&apos;:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dimensions:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 (a vector)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 (a matrix)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rows (dimension 0):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Columns (dimension 1):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data &amp;type:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P(…) for dimension &amp;0:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P(…) for dimension &amp;1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Global &amp;batch (examples):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Parameters (millions):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Devices along the mesh&apos;s first axis, &apos;data&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Devices along the mesh&apos;s second axis, &apos;model&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Length (dimension 0):</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ShardingPage</name>
    <message>
        <source>Sharding a JAX array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Array layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data-parallel training step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pinned setting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Python that gives this layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Python code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cop&amp;y code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the Python lines to the clipboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why JAX refuses this layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The array&apos;s tiles and the devices that hold them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The batch&apos;s parts and the devices that hold them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The training step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-reduce groups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the communication page for this all-reduce</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the question&apos;s set-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set every control as the question set it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One data-parallel step: the batch is device_put with P(&apos;data&apos;), so each row of the mesh gets its own part and the devices of a row hold the same part; the parameters are replicated with P(). Each device computes the gradients of its part; the devices of a mesh column (one &apos;model&apos; index) then all-reduce them over &apos;data&apos;, so that every device applies the same sum.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All-reduce groups over &apos;data&apos;: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Batch split on &apos;data&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pinned: %1 on mesh (%2, %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pinned: a training step on mesh (%1, %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Array %1 of %2: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mesh (%1, %2): %3 devices.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shard shape: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes per device: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copies of each element: 1 (no copies; each device holds its own part).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copies of each element: %1 (each tile is held by %1 devices).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Across all devices: %1, %2 × the array.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JAX refuses this PartitionSpec: the mesh axis %1 is used twice. Each mesh axis may split at most one dimension of the array, once (JAX raises DuplicateSpecError). Choose None or the other axis for one of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JAX refuses this layout: dimension %1 has %2 elements, which cannot be split evenly into %3 parts (%4 = %5). A dimension must be divisible by the product of the sizes of the mesh axes it is split over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Elements %1 to %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows %1 to %2, columns %3 to %4: %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Indices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Devices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shard shape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes per device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Batch: %1 examples split on &apos;data&apos; into %2 parts of %3; the %4 devices of a mesh row hold the same part.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Batch: %1 examples cannot be split evenly over the %2 rows of &apos;data&apos;; JAX refuses it. Choose a multiple of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameters: %1 in %2, replicated (P()): %3 on every device.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With one device along &apos;data&apos; there is nothing to add up: no all-reduce.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gradient all-reduce over &apos;data&apos;: %1 groups of %2 devices, each adding up a gradient of %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In a ring, each device sends 2(n − 1)/n × %1 = %2 and receives as much (n = %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group (&apos;model&apos; index)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gradient bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Batch: %1 examples split on &apos;data&apos; into %2 parts of %3, one on each device.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gradient all-reduce over &apos;data&apos;: one group of all %1 devices, each adding up a gradient of %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StatisticsPage</name>
    <message>
        <source>Review calendar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Questions due</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retention over time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By week</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retention by week or by month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Questions by stability and by difficulty</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Current streak: %Ln day(s) in a row.</source>
        <translation>
            <numerusform>Current streak: %Ln day in a row.</numerusform>
            <numerusform>Current streak: %Ln days in a row.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Longest streak: %Ln day(s).</source>
        <translation>
            <numerusform>Longest streak: %Ln day.</numerusform>
            <numerusform>Longest streak: %Ln days.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In the past year: %1 on %Ln day(s).</source>
        <translation>
            <numerusform>In the past year: %1 on %Ln day.</numerusform>
            <numerusform>In the past year: %1 on %Ln days.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln review(s)</source>
        <translation>
            <numerusform>%Ln review</numerusform>
            <numerusform>%Ln reviews</numerusform>
        </translation>
    </message>
    <message>
        <source>Questions with a review schedule: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Questions coming due, day by day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Today (with the overdue ones)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tomorrow, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>today</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Questions by stability (days until recall falls to %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>under %Ln day(s)</source>
        <translation>
            <numerusform>under %Ln day</numerusform>
            <numerusform>under %Ln days</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to %2 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 days or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Questions by difficulty (%1 easiest, %2 hardest)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>difficulty %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minutes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each square is a study day of the past year, darker for more reviews. Point at a square, or move to it with the arrow keys, for its reviews and the time their answers took. Answers are timed from this version on: earlier ones count no time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time spent answering in the past year: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minutes spent answering, day by day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Today</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yesterday, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Time spent answering: the past %Ln day(s)</source>
        <translation>
            <numerusform>Time spent answering: the past %Ln day</numerusform>
            <numerusform>Time spent answering: the past %Ln days</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>What is coming: the next %Ln day(s)</source>
        <translation>
            <numerusform>What is coming: the next %Ln day</numerusform>
            <numerusform>What is coming: the next %Ln days</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SyncArrival</name>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 from %2 added</source>
        <extracomment>%1: what was added, e.g. &quot;3 answers, 1 review&quot;; %2: the other device&apos;s name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln answer(s)</source>
        <translation>
            <numerusform>%Ln answer</numerusform>
            <numerusform>%Ln answers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln review(s)</source>
        <translation>
            <numerusform>%Ln review</numerusform>
            <numerusform>%Ln reviews</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln quiz attempt(s)</source>
        <translation>
            <numerusform>%Ln quiz attempt</numerusform>
            <numerusform>%Ln quiz attempts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln other change(s)</source>
        <translation>
            <numerusform>%Ln other change</numerusform>
            <numerusform>%Ln other changes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SyncBanks</name>
    <message>
        <source>The question bank %1 cannot be copied to the sync folder (%2). Your other computers get it once the folder can be written again.</source>
        <extracomment>%1: the bank&apos;s file on this computer; %2: why it cannot be written</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the id is &quot;%1&quot;, not &quot;%2&quot;</source>
        <extracomment>%1: the id in the file; %2: the id its name is for</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A question bank added on another computer cannot be opened here: %1</source>
        <extracomment>%1: the file in the sync folder and what is wrong with it</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A question bank added on another computer cannot be kept in your progress folder as %1 (%2). ScaleStudy tries again the next time it looks at the sync folder.</source>
        <extracomment>%1: where it is kept in the progress (data) folder; %2: why it cannot be written</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SyncEngine</name>
    <message>
        <source>The sync folder %1 cannot be written to (%2). Your study is kept on this computer and copied there when the folder can be written again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SyncFolder</name>
    <message>
        <source>%1 in the sync folder was written by a newer version of ScaleStudy and is not read. Update ScaleStudy on this computer to see that device&apos;s progress.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) of %1 in the sync folder could not be read and were skipped.</source>
        <translation>
            <numerusform>%Ln line of %1 in the sync folder could not be read and was skipped.</numerusform>
            <numerusform>%Ln lines of %1 in the sync folder could not be read and were skipped.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SyncFolderDialog</name>
    <message>
        <source>Choose the sync folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look in:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None: your progress stays on this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Choose a folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Choose another folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sync folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Stop syncing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This computer&apos;s &amp;name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your other computers show it when its changes arrive, as in &quot;3 answers from %1 added&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the laptop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To study on more than one computer, choose a folder that a sync tool (Syncthing, Nextcloud, Dropbox) or a USB stick already carries between them. ScaleStudy writes this computer&apos;s answers, reviews, flags and settings there, in a file of its own, with a copy of each question bank you open, and reads the files of your other computers. It never uses the network itself.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainingMemoryControls</name>
    <message>
        <source>%1 %2 GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom GPU of %1 GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model and parallelism</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameters Ψ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layers L</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden size h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attention heads a</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Precision and optimizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data-parallel GPUs N_d</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tensor-parallel degree t</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pipeline stages p</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequence length s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Micro-batch size b</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activation recomputation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom GPU memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameter counts and shapes as the models&apos; papers and published configurations give them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> billion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mixed precision Adam: 2 + 2 + 12 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>float32 Adam: 4 + 4 + 8 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bfloat16 Adam: 2 + 2 + 4 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes per parameter for its weight, its gradient and its optimizer states.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0: nothing sharded (plain data parallelism)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1: optimizer states sharded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2: optimizer states and gradients sharded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3: everything sharded (FSDP full sharding)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What ZeRO splits over the N_d data-parallel GPUs. Stage 3 is what FSDP calls full sharding.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The arrows double or halve it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each layer&apos;s matrices split over t GPUs. The arrows double or halve it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The layers split into p stages, one a GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count the activations of one pipeline stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selective (attention recomputed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full (only each layer&apos;s input kept)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequence parallelism</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Splits the layer norms and dropouts along the sequence over the t tensor-parallel GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory sizes as NVIDIA states them, read as GiB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> GB</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainingMemoryPage</name>
    <message>
        <source>N_d</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZeRO stage 0 (plain data parallelism)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZeRO stage 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZeRO stage 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZeRO stage 3 (FSDP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZeRO stage (3 = FSDP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per GPU (GB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pinned setting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chosen stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per GPU by ZeRO stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pinned total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data-parallel GPUs N_d</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per GPU (GB, log scale)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per GPU against N_d</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at N_d = %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training memory per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Legend of the bar chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Legend of the line chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the question&apos;s set-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set every control as the question set it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZeRO stage %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom model of %1 billion parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: too large to count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 per GPU, fits the %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 per GPU, does not fit the %3 at any N_d up to %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 per GPU, does not fit the %3; it would from N_d = %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, N_d = %2, t = %3, p = %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes per parameter: %1 + %2 + %3 = %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU memory: %1 (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chosen: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weights: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gradients: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimizer states: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activations: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total per GPU: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model states: ZeRO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training keeps, for each parameter, its weight, its gradient and the optimizer&apos;s states: 2 + 2 + K bytes with mixed precision Adam, K = 12 (an fp32 copy of the weight, Adam&apos;s momentum and variance). Tensor and pipeline parallelism first split the Ψ parameters over t·p GPUs: Ψ&apos; = Ψ/(t·p). With N_d data-parallel copies, ZeRO (Rajbhandari et al. 2020, §5) gives per GPU: stage 0 (2 + 2 + K)Ψ&apos;; stage 1 2Ψ&apos; + 2Ψ&apos; + KΨ&apos;/N_d; stage 2 2Ψ&apos; + (2 + K)Ψ&apos;/N_d; stage 3 (2 + 2 + K)Ψ&apos;/N_d. PyTorch&apos;s FSDP with full sharding is stage 3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The paper&apos;s Figure 1: Ψ = 7.5 billion, N_d = 64, K = 12 gives 120 GB, 31.4 GB, 16.6 GB and 1.9 GB (GB = 10⁹ bytes, as the paper writes them). GPU sizes are read as GiB, as NVIDIA&apos;s cards hold them: an 80 GB card holds 85.9 GB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activations: Korthikanti et al. 2022</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With 16-bit activations one transformer layer keeps s·b·h·(34 + 5·a·s/h) bytes for one micro-batch. Tensor parallelism without sequence parallelism keeps s·b·h·(10 + 24/t + 5·a·s/(h·t)); with sequence parallelism s·b·h/t·(34 + 5·a·s/h). Selective recomputation drops the 5·a·s/h term (34·s·b·h/t with sequence parallelism); full recomputation keeps only each layer&apos;s input, 2·s·b·h.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assumptions: one pipeline stage holds ⌈L/p⌉ layers, and the first stage of a 1F1B schedule holds p micro-batches in flight, so its activations do not shrink with p. Embeddings, the output layer, temporary buffers and fragmentation are left out. The ZeRO 7.5B preset&apos;s shape (32 layers, h = 4096, 32 heads) is assumed: the paper gives only Ψ.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WindowActions</name>
    <message>
        <source>&amp;Quiz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text &amp;size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Larger text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Smaller text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Default text size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Follow the system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show all quizzes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Back to the quiz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Return to the quiz you are taking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your attempts and scores over time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open question bank…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export results…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the results on screen as a PDF or HTML file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Search…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search every quiz and the glossary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Review due questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review &amp;flagged questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read &amp;through</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pipeline bubbles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interactive chart: where pipeline stages sit idle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Attention memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interactive chart: how attention memory grows with sequence length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Glossary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About ScaleStudy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch the language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch the language (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fl&amp;agged questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;User guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Sharding a JAX array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interactive chart: which part of an array each device holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What &amp;communication costs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interactive chart: what an all-reduce, all-gather or reduce-scatter costs, and why tensor parallelism stays in a node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Training memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interactive chart: memory per GPU for training with ZeRO, FSDP, tensor and pipeline parallelism</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interactive chart: which calls of a jitted training step trace and compile, and which run from the cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asynchronous &amp;dispatch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interactive chart: the host and the GPU on one time axis, and what a synchronization costs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The c&amp;ompilation cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review stat&amp;istics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load a question bank: ScaleStudy JSON, Moodle XML, GIFT or Aiken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xport question bank…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a quiz of the library as Moodle XML, GIFT or ScaleStudy JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sync &amp;folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Study on more than one computer through a folder a sync tool already carries</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
